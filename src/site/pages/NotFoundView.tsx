import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { BlockList } from '../../blocks/BlockList';
import { useDocument } from '../../content/hooks';
import type { LocalizedText } from '../../content/types.generated';
import { ContentText } from '../../i18n';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { useDocumentHead } from './useDocumentHead';

/** The page for every address that has none; its texts come from content/not-found.json. */
export function NotFoundView() {
  const notFound = useDocument('not-found');
  useDocumentHead(notFound);
  return (
    <NotFoundArticle title={notFound.title}>
      <BlockList blocks={notFound.components} />
    </NotFoundArticle>
  );
}

/**
 * The not-found page's frame round its components: its title for screen readers, the first heading
 * (the "404") large. The admin's preview draws the same one.
 */
export function NotFoundArticle({ title, children }: { title: LocalizedText; children: ReactNode }) {
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
        <ContentText text={title} />
      </VisuallyHidden>
      {children}
    </Box>
  );
}
