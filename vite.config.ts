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

/**
 * The modules at the top of what src/site/browser-app.tsx and src/admin/browser-admin.tsx both import
 * (the chunk that holds them takes their imports too). Each is used by the public frame, so a public
 * page downloads nothing here that it does not run.
 */
const SHARED_WITH_THE_ADMIN = new RegExp(
  [
    String.raw`node_modules/(react-router|react/jsx-runtime)`,
    String.raw`node_modules/@mui/material/(styles/(styled|ThemeProvider)|SvgIcon/createSvgIcon)\.`,
    String.raw`node_modules/@mui/material/(Paper|Box|Typography|CssBaseline|Link)/`,
    String.raw`node_modules/@mui/system/(styled|useThemeProps|Container)/`,
    String.raw`node_modules/@mui/utils/isFocusVisible/`,
    // The icons the admin's menu shares with the site's frame and blocks.
    String.raw`node_modules/@mui/icons-material/(Link|Menu|Newspaper)\.`,
    String.raw`src/(i18n/language|content/hooks|site/SiteThemeProvider)\.tsx$`,
    String.raw`src/content/(session-media|image-variants|statistics|language-choice)\.ts$`,
    // The language the visitor chose, which the admin's language switch remembers the same way.
    String.raw`src/site/language-preference\.ts$`,
    'virtual:media-manifest',
  ]
    .map((path) => path.replaceAll('/', String.raw`[\\/]`))
    .join('|'),
);

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
                // What the public site's components and the admin's sign-in page both need (the
                // router, MUI's styling and the few surfaces both show, the language and content
                // hooks), with everything they import: the admin's addresses load this, not the
                // site's components.
                { name: 'kit', priority: 1.5, test: SHARED_WITH_THE_ADMIN },
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
