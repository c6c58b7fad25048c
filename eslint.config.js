import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** One no-restricted-imports rule per layer: it may not import the layers above it. */
function layerRules(layers) {
  return layers.map(({ files, above, packages = [] }) => ({
    files,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: above.flatMap((layer) => [`**/${layer}`, `**/${layer}/**`]),
              message: 'Layers import downward only (see DESIGN.md, "Shape").',
            },
            ...(packages.length
              ? [{ group: packages, message: 'This layer runs without UI or Node APIs.' }]
              : []),
          ],
        },
      ],
    },
  }));
}

/** What no code of an island may import: it runs alone in the browser, from its props. */
const islandImportBans = [
  {
    group: ['**/admin', '**/admin/**', '**/server', '**/server/**'],
    message: 'Layers import downward only (see DESIGN.md, "Shape").',
  },
  {
    group: ['@mui/*', '@emotion/*', 'react-router', '**/content/hooks', '**/i18n', '**/content/store'],
    message: 'An island ships no style engine, router or content store: take text and data as props.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'build',
      'data',
      'node_modules',
      'src/content/types.generated.ts',
      'src/validation/generated',
      'test-results',
      'playwright-report',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error', 'log'] }],
    },
  },
  // Layers import downward only: site, admin and server above blocks, blocks above ui, ui above
  // content, i18n and validation. Each layer's rule lists the layers above it.
  ...layerRules([
    {
      files: ['src/content/**', 'src/i18n/**'],
      above: ['ui', 'blocks', 'site', 'admin', 'server', 'search'],
    },
    {
      files: ['src/validation/**'],
      above: ['ui', 'blocks', 'site', 'admin', 'server', 'search'],
      packages: ['react', 'react-dom', '@mui/*', 'node:*', 'pdfkit'],
    },
    { files: ['src/ui/**'], above: ['blocks', 'site', 'admin', 'server'] },
    { files: ['src/blocks/**'], above: ['site', 'admin', 'server'] },
    { files: ['src/site/**'], above: ['admin', 'server'] },
    {
      files: ['src/server/**'],
      above: ['ui', 'blocks', 'site', 'admin'],
      packages: ['react', 'react-dom', '@mui/*', '@emotion/*'],
    },
  ]),
  // An island's code runs alone in the browser: no MUI, Emotion, router or content store, only React,
  // native elements and its props (see src/ui/islands/define-island.ts).
  {
    files: [
      'src/**/*.island.tsx',
      'src/blocks/slider/SliderMarkup.tsx',
      'src/ui/islands/**',
      'src/entry-islands.ts',
    ],
    rules: { 'no-restricted-imports': ['error', { patterns: islandImportBans }] },
  },
  // A behaviour island's code runs with no React at all (see BehaviourIslandDefinition).
  {
    files: ['src/**/*.behaviour.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...islandImportBans,
            {
              group: ['react', 'react-dom', 'react-dom/*', '**/*.tsx'],
              message: 'A behaviour island runs with no React: plain DOM code only.',
            },
          ],
        },
      ],
    },
  },
);
