import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ContentText, useTranslation } from '../../i18n';
import { useOnFirstScreen } from '../../ui/first-screen';
import { ResponsiveImage } from '../../ui/ResponsiveImage';
import { splitParagraphs } from '../paragraph/ParagraphBlock';
import type { BlockProps } from '../types';

export default function ImageTextBlock({ content }: BlockProps<'image-text'>) {
  const { l } = useTranslation();
  const imageRight = content.imagePosition === 'right';
  const onFirstScreen = useOnFirstScreen();
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        mb: 3,
        alignItems: 'start',
        gridTemplateColumns: { xs: '1fr', md: imageRight ? 'minmax(0, 1fr) 240px' : '240px minmax(0, 1fr)' },
      }}
    >
      <Box
        sx={{
          order: { md: imageRight ? 2 : 1 },
          // On a phone the picture takes the column's whole width; beside the text, its 240 px column.
          '& img': { display: 'block', width: '100%', height: 'auto', borderRadius: 1 },
        }}
      >
        <ResponsiveImage
          src={content.image.src}
          alt={l(content.image.alt)}
          sizes="(min-width: 768px) 240px, 100vw"
          priority={onFirstScreen}
        />
      </Box>
      <Box sx={{ order: { md: imageRight ? 1 : 2 } }}>
        {content.heading && (
          <Typography variant="h2" sx={{ mt: 0, mb: 1.5, color: 'primary.main' }}>
            <ContentText text={content.heading} />
          </Typography>
        )}
        {splitParagraphs(l(content.text)).map((paragraph, index) => (
          <Typography key={index} sx={{ mb: 2 }}>
            {paragraph}
          </Typography>
        ))}
        {content.signature?.map((line, index) => (
          <Typography
            key={index}
            sx={{
              fontWeight: index === 0 ? 700 : 400,
              color: index === 0 ? 'text.primary' : 'text.secondary',
            }}
          >
            <ContentText text={line} />
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
