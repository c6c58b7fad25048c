import { styled } from '@mui/material/styles';
import { ContentText, useTranslation } from '../../i18n';
import { useOnFirstScreen } from '../../ui/first-screen';
import { CONTENT_COLUMN_SIZES, ResponsiveImage } from '../../ui/ResponsiveImage';
import type { BlockProps } from '../types';

const Figure = styled('figure')(({ theme }) => ({
  margin: theme.spacing(0, 0, 3),
  '& img': { display: 'block', width: '100%', height: 'auto', borderRadius: theme.shape.borderRadius },
  '& figcaption': { marginTop: theme.spacing(1), color: theme.palette.text.secondary, fontSize: '0.9rem' },
}));

export default function ImageBlock({ content }: BlockProps<'image'>) {
  const { l } = useTranslation();
  const onFirstScreen = useOnFirstScreen();
  return (
    <Figure>
      <ResponsiveImage
        src={content.src}
        alt={l(content.alt)}
        sizes={CONTENT_COLUMN_SIZES}
        priority={onFirstScreen}
      />
      {content.caption && (
        <figcaption>
          <ContentText text={content.caption} />
        </figcaption>
      )}
    </Figure>
  );
}
