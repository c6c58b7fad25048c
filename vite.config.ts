/// <reference types="vitest/config" />
import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { pageIndexPlugin } from './scripts/vite/page-index-plugin.ts';
import { mediaPlugin } from './scripts/vite/media-plugin.ts';
import { generatedDocumentsPlugin } from './scripts/vite/documents-plugin.ts';
import { firstViewChunkName } from './scripts/vite/first-view-chunk.ts';

const root = import.meta.dirname;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    pageIndexPlugin(path.join(root, 'content/pages')),
    mediaPlugin(path.join(root, 'content/media'), path.join(root, 'node_modules/.cache/media')),
    generatedDocumentsPlugin(path.join(root, 'content')),
  ],
  build: {
    outDir: 'dist',
    manifest: true,
    assetsInlineLimit: 0,
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            codeSplitting: { groups: [{ name: firstViewChunkName('app'), debugName: 'first view' }] },
          },
        },
  },
  server: { port: 5173 },
  preview: { port: 4173 },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 20000,
  },
}));
