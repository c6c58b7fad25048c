import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ContentText, useTranslation } from '../../i18n';
import { SmartLink } from '../../ui/SmartLink';
import type { BlockProps } from '../types';

/** '#' is the placeholder link of a new card: the card then has no link. */
const NO_LINK = '#';

export default function CardBlock({ content }: BlockProps<'card'>) {
  const { l } = useTranslation();
  const title = l(content.title);
  return (
    <Paper variant="outlined" sx={{ p: 2.5, mb: 2, borderTop: 4, borderTopColor: 'primary.main' }}>
      <Typography variant="h3" sx={{ mb: 1 }}>
        {content.link === NO_LINK ? title : <SmartLink href={content.link}>{title}</SmartLink>}
      </Typography>
      <Typography sx={{ color: 'text.secondary' }}>
        <ContentText text={content.content} />
      </Typography>
    </Paper>
  );
}
