import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ContentText, useTranslation } from '../../i18n';
import { ContentIcon } from '../../ui/contentIcons';
import { SmartLink } from '../../ui/SmartLink';
import type { BlockProps } from '../types';
import { GridList } from '../../ui/GridList';

export default function CardsBlock({ content }: BlockProps<'cards'>) {
  const { l } = useTranslation();
  const columns = content.columns ?? 3;
  return (
    <GridList columns={columns}>
      {content.cards.map((card, index) => {
        return (
          <Paper
            component="li"
            key={index}
            variant="outlined"
            sx={{ p: 2.5, display: 'flex', flexDirection: 'column', gap: 1 }}
          >
            {card.icon && (
              <ContentIcon name={card.icon} aria-hidden sx={{ fontSize: 36, color: 'primary.main' }} />
            )}
            <Typography variant="h3" sx={{ m: 0 }}>
              <ContentText text={card.title} />
            </Typography>
            <Typography sx={{ color: 'text.secondary' }}>
              <ContentText text={card.text} />
            </Typography>
            {card.details && card.details.length > 0 && (
              <Box component="ul" sx={{ m: 0, pl: 2.5, color: 'text.secondary', fontSize: '0.9rem' }}>
                {card.details.map((detail, detailIndex) => (
                  <li key={detailIndex}>
                    <ContentText text={detail} />
                  </li>
                ))}
              </Box>
            )}
            {card.link && (
              <Box sx={{ mt: 'auto', pt: 1 }}>
                <SmartLink href={card.link} sx={{ fontWeight: 700 }}>
                  {card.linkText ? l(card.linkText) : l(card.title)}
                </SmartLink>
              </Box>
            )}
          </Paper>
        );
      })}
    </GridList>
  );
}
