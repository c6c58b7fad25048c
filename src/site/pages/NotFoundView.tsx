import Box from '@mui/material/Box';
import { BlockList } from '../../blocks/BlockList';
import { useDocument } from '../../content/hooks';
import { ContentText } from '../../i18n';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { useDocumentHead } from './useDocumentHead';

/** The page for every address that has none; its texts come from content/not-found.json. */
export function NotFoundView() {
  const notFound = useDocument('not-found');
  useDocumentHead(notFound);
  return (
    <Box
      component="article"
      data-testid="not-found"
      sx={{
        textAlign: 'center',
        py: { xs: 4, md: 8 },
        '& h2:first-of-type': {
          fontSize: { xs: '4.5rem', md: '6rem' },
          lineHeight: 1,
          mt: 0,
          color: 'primary.main',
        },
      }}
    >
      <VisuallyHidden as="h1" tabIndex={-1}>
        <ContentText text={notFound.title} />
      </VisuallyHidden>
      <BlockList blocks={notFound.components} />
    </Box>
  );
}
