import type { Rolldown } from 'vite';

type ChunkingContext = { getModuleInfo(id: string): Rolldown.ModuleInfo | null };

/**
 * Names the chunk of every module a first view needs, those the page's entry reaches by static
 * imports alone, so they travel as one file. Left to itself the bundler cuts out a small shared
 * chunk for every module that a lazily loaded block also uses (an icon, a MUI part), and a first
 * view then waits on thirty-odd requests, each costing a round trip on a slow connection.
 * Modules only lazy blocks use keep their own chunks; the entry module keeps the entry chunk.
 */
export function firstViewChunkName(chunkName: string) {
  const memo = new Map<string, boolean>();
  const reachedStatically = (id: string, context: ChunkingContext): boolean => {
    const known = memo.get(id);
    if (known !== undefined) return known;
    memo.set(id, false); // an import cycle adds nothing
    const info = context.getModuleInfo(id);
    const reached =
      info !== null &&
      (info.isEntry || info.importers.some((importer) => reachedStatically(importer, context)));
    memo.set(id, reached);
    return reached;
  };
  // The page's script (the entry, and the module index.html names) stays in the entry chunk, the
  // file the page's script tag loads.
  const isPageScript = (id: string, context: ChunkingContext): boolean => {
    const info = context.getModuleInfo(id);
    return (
      info === null ||
      info.isEntry ||
      info.importers.some((importer) => context.getModuleInfo(importer)?.isEntry)
    );
  };
  return (id: string, context: ChunkingContext) =>
    !isPageScript(id, context) && reachedStatically(id, context) ? chunkName : null;
}
