/// <reference types="vitest/config" />
import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { mediaPlugin } from './scripts/vite/media-plugin.ts';
import { contentDevPlugin } from './scripts/vite/content-plugin.ts';
import { blockMetaPlugin } from './scripts/vite/block-meta-plugin.ts';
import { searchIndexDevPlugin } from './scripts/vite/search-index-plugin.ts';
import { adminSessionPlugin } from './scripts/vite/admin-session-plugin.ts';
import { contentWriterPlugin } from './scripts/vite/content-writer-plugin.ts';

const root = import.meta.dirname;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    mediaPlugin(path.join(root, 'content/media'), path.join(root, 'node_modules/.cache/media')),
    contentDevPlugin(path.join(root, 'content')),
    blockMetaPlugin(),
    searchIndexDevPlugin(path.join(root, 'content')),
    adminSessionPlugin(path.join(root, 'data')),
    contentWriterPlugin(path.join(root, 'content')),
  ],
  build: {
    outDir: 'dist',
    manifest: true,
    assetsInlineLimit: 0,
    // Every browser the site supports preloads modules itself; the polyfill would only add weight.
    modulePreload: { polyfill: false },
    // A first view loads two files of app code, both started by the page's loader at once: what the
    // entry needs statically (boot-*.js: React's renderer, the content store, styles and theme) and
    // the components the entry imports after yielding to the browser (app-*.js), so that each is
    // evaluated in a task of its own. Left to itself the bundler cuts out a small shared chunk for
    // every module a lazily loaded block also uses (an icon, a MUI part), and a first view waits on
    // thirty-odd requests, each a round trip on a slow connection. The entry module stays in the
    // entry chunk, the file the page's script tag names.
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            codeSplitting: {
              groups: [
                {
                  name: 'boot',
                  tags: ['$initial'],
                  priority: 2,
                  test: (id) => !/\/src\/entry-client\.tsx$|\.html$|\.css$/.test(id),
                },
                // The components module and, recursively, everything it imports statically.
                { name: 'app', priority: 1, test: /\/src\/site\/browser-app\.tsx$/ },
              ],
            },
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
