import { memo, Suspense } from 'react';
import type { Block } from '../content/types.generated';
import { BlockErrorBoundary } from './BlockErrorBoundary';
import { BlockNotice } from './BlockNotice';
import { blockDefinition, isKnownBlockType } from './registry';
import type { BlockRenderer } from './types';
import { useTranslation } from '../i18n';
import { FIRST_SCREEN_BLOCKS, FirstScreenContext } from '../ui/first-screen';

/** A component as it may arrive from content or the admin: its type is not trusted. */
export type UntrustedBlock = Pick<Block, 'id'> & { type: string; content: unknown };

function UnknownBlock() {
  const { t } = useTranslation();
  return <BlockNotice>{t('block.unknown')}</BlockNotice>;
}

/** One component, memoized so editing one block does not re-render the others. */
export const BlockView = memo(function BlockView({ block }: { block: UntrustedBlock }) {
  if (!isKnownBlockType(block.type)) return <UnknownBlock />;
  const Render = blockDefinition(block.type).component as BlockRenderer<typeof block.type>;
  return (
    <BlockErrorBoundary>
      <Suspense fallback={null}>
        <Render id={block.id} content={block.content as never} />
      </Suspense>
    </BlockErrorBoundary>
  );
});

/**
 * A page body: its components in order, each isolated so one failing block never blanks the page.
 * The first few are told they open the page, so their first picture loads at once (see first-screen.ts).
 */
export function BlockList({ blocks }: { blocks: readonly UntrustedBlock[] }) {
  return blocks.map((block, index) => (
    <FirstScreenContext key={block.id} value={index < FIRST_SCREEN_BLOCKS}>
      <BlockView block={block} />
    </FirstScreenContext>
  ));
}
