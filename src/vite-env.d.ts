/// <reference types="vite/client" />

declare module 'virtual:page-index' {
  import type { PageIndexEntry } from './content/documents';
  const pageIndex: PageIndexEntry[];
  export default pageIndex;
}

declare module 'virtual:media-manifest' {
  /** Width and height of every image in content/media/images, by site address. */
  const mediaManifest: Record<string, [number, number]>;
  export default mediaManifest;
}

declare module 'virtual:generated-documents' {
  /** Address and exact size in bytes of every PDF the build generates from content, by document id. */
  const generatedDocuments: Record<string, { url: string; bytes: number }>;
  export default generatedDocuments;
}

declare module '*.schema.json?block-meta' {
  /** A block fragment's type (its file name), x-label, x-icon and default, read at build time. */
  const meta: { type: string; label: string; icon: string; defaultContent: unknown };
  export default meta;
}
