/// <reference types="vite/client" />

declare module 'virtual:page-index' {
  import type { PageIndexEntry } from './content/documents';
  const pageIndex: PageIndexEntry[];
  export default pageIndex;
}
