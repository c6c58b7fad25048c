import { styled } from '@mui/material/styles';
import { ContentText, useTranslation } from '../../i18n';
import { useOnFirstScreen } from '../../ui/first-screen';
import { ResponsiveImage } from '../../ui/ResponsiveImage';
import type { BlockProps } from '../types';

const Grid = styled('ul')(({ theme }) => ({
  listStyle: 'none',
  margin: theme.spacing(0, 0, 3),
  padding: 0,
  display: 'grid',
  gap: theme.spacing(2.5),
  gridTemplateColumns: '1fr',
  [theme.breakpoints.up('sm')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  [theme.breakpoints.up('xl')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  '& figure': { margin: 0 },
  '& img': {
    display: 'block',
    width: '100%',
    height: 'auto',
    aspectRatio: '3 / 2',
    objectFit: 'cover',
    borderRadius: theme.shape.borderRadius,
  },
  '& figcaption': { marginTop: theme.spacing(1), color: theme.palette.text.secondary, fontSize: '0.9rem' },
}));

export default function PhotosBlock({ content }: BlockProps<'photos'>) {
  const { l } = useTranslation();
  const onFirstScreen = useOnFirstScreen();
  return (
    <Grid>
      {content.photos.map((photo, index) => (
        <li key={index}>
          <figure>
            <ResponsiveImage
              src={photo.src}
              alt={l(photo.alt)}
              sizes="(min-width: 1440px) 260px, (min-width: 600px) 45vw, 100vw"
              priority={onFirstScreen && index === 0}
            />
            <figcaption>
              <ContentText text={photo.caption} />
            </figcaption>
          </figure>
        </li>
      ))}
    </Grid>
  );
}
