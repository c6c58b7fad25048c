/// <reference types="vite/client" />

declare module 'virtual:media-manifest' {
  /** Width and height of every image in content/media/images, by site address. */
  const mediaManifest: Record<string, [number, number]>;
  export default mediaManifest;
}

declare module '*.schema.json?block-meta' {
  /** A block fragment's type (its file name), x-label, x-icon and default, read at build time. */
  const meta: { type: string; label: string; icon: string; defaultContent: unknown };
  export default meta;
}
