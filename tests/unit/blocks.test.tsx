// @vitest-environment jsdom
import fs from 'node:fs';
import path from 'node:path';
import { act, cleanup, render } from '@testing-library/react';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { BlockList, type UntrustedBlock } from '../../src/blocks/BlockList';
import type * as ParagraphModule from '../../src/blocks/paragraph/ParagraphBlock';
import { blockRegistry, preloadBlocks } from '../../src/blocks/registry';
import { ISLANDS } from '../../src/site/islands/island-list';
import type { ContentStore } from '../../src/content/store';
import { BLOCK_TYPES } from '../../src/content/types.generated';
import en from '../../src/i18n/en.json';
import { readAllSchemas } from '../../scripts/lib/schemas';
import {
  blockContentArbitrary,
  blockFragments,
  componentListArbitrary,
  knownBlockArbitrary,
  type GeneratedBlock,
} from './support/block-arbitraries';
import { projectRoot } from './support/project-copy';
import { BlockHarness, installMatchMedia, loadedContentStore } from './support/render-blocks';

/** A paragraph with this text throws while rendering: the one way to make a real block fail on purpose. */
const { FAILING_TEXT } = vi.hoisted(() => ({ FAILING_TEXT: 'This paragraph fails to render.' }));
vi.mock('../../src/blocks/paragraph/ParagraphBlock', async (importOriginal) => {
  const original = await importOriginal<typeof ParagraphModule>();
  const Paragraph = original.default;
  return {
    ...original,
    default: function FailingOnCueParagraph(props: Parameters<typeof Paragraph>[0]) {
      if (props.content.text === FAILING_TEXT) throw new Error('Broken on purpose');
      return <Paragraph {...props} />;
    },
  };
});

const UNKNOWN = en['block.unknown'];
const FAILED = en['block.failed'];

/** The union schema pages are checked against, to prove the generated components are really valid. */
function blockValidator() {
  const ajv = new Ajv2020({ strict: false, discriminator: true, allErrors: true });
  addFormats(ajv, ['email']);
  ajv.addKeyword({ keyword: 'x-reference', schemaType: 'string' });
  for (const [file, schema] of readAllSchemas(path.join(projectRoot, 'schema'))) ajv.addSchema(schema, file);
  return ajv.getSchema('blocks.schema.json')!;
}

let store: ContentStore;
let consoleError: ReturnType<typeof vi.spyOn>;

function renderBlocks(blocks: readonly UntrustedBlock[]) {
  return render(
    <BlockHarness store={store}>
      <main>
        <BlockList blocks={blocks} />
      </main>
    </BlockHarness>,
  );
}

function notices(container: HTMLElement, text: string): number {
  return [...container.querySelectorAll('[role="note"]')].filter((note) => note.textContent === text).length;
}

beforeAll(async () => {
  installMatchMedia();
  store = await loadedContentStore();
  // Lazy blocks suspend once, the first time they render; after that they render at once.
  await preloadBlocks(BLOCK_TYPES);
  // The islands some blocks hold are in too, behaviours included: a behaviour's code still loading
  // when this file's environment is torn down fails the run.
  await Promise.all(ISLANDS.map((island) => island.load()));
  const everyType = BLOCK_TYPES.map((type, index) => ({
    id: `warm-${index}`,
    type,
    content: blockFragments.get(type)!.default,
  }));
  renderBlocks(everyType);
  for (let round = 0; round < 5; round++) await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  cleanup();
}, 60_000);

afterEach(() => {
  cleanup();
  consoleError?.mockRestore();
});
afterAll(() => sessionStorage.clear());

function watchConsoleErrors() {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  return consoleError;
}

describe('the block registry', () => {
  const fragmentTypes = fs
    .readdirSync(path.join(projectRoot, 'schema/blocks'))
    .filter((name) => name.endsWith('.schema.json'))
    .map((name) => name.replace(/\.schema\.json$/, ''))
    .sort();

  it('has an entry for every schema fragment, and a fragment for every entry', () => {
    expect(Object.keys(blockRegistry).sort()).toEqual(fragmentTypes);
    expect([...BLOCK_TYPES].sort()).toEqual(fragmentTypes);
  });

  it('has a component file for every block type', () => {
    for (const type of fragmentTypes) {
      const folder = path.join(projectRoot, 'src/blocks', type);
      const components = fs.existsSync(folder)
        ? fs.readdirSync(folder).filter((name) => /Block\.tsx$/.test(name))
        : [];
      expect(components, type).toHaveLength(1);
    }
  });
});

describe('rendering blocks', () => {
  it("renders every block type's default content without a failure notice", () => {
    const errors = watchConsoleErrors();
    const blocks = BLOCK_TYPES.map((type, index) => ({
      id: `default-${index}`,
      type,
      content: blockFragments.get(type)!.default,
    }));
    const { container } = renderBlocks(blocks);
    expect(notices(container, FAILED)).toBe(0);
    expect(notices(container, UNKNOWN)).toBe(0);
    expect(errors).not.toHaveBeenCalled();
  });

  it('generates only components the block schemas accept', () => {
    const validate = blockValidator();
    fc.assert(
      fc.property(componentListArbitrary(), (blocks) => {
        for (const block of blocks) {
          if (!validate(block)) throw new Error(JSON.stringify({ block, errors: validate.errors }));
        }
      }),
      { numRuns: 200 },
    );
  });

  it('renders any schema-valid list of components without throwing', () => {
    const errors = watchConsoleErrors();
    fc.assert(
      fc.property(componentListArbitrary(), (blocks) => {
        const { container, unmount } = renderBlocks(blocks);
        try {
          expect(notices(container, FAILED)).toBe(0);
          expect(notices(container, UNKNOWN)).toBe(0);
          expect(errors).not.toHaveBeenCalled();
          // The blocks really rendered, rather than waiting behind Suspense: each title is a heading.
          const titles = blocks.filter((block) => block.type === 'title').length;
          expect(container.querySelectorAll('h2').length).toBeGreaterThanOrEqual(titles);
        } finally {
          unmount();
        }
      }),
      { numRuns: 60 },
    );
  }, 120_000);

  it('renders localized content in Kiswahili too', () => {
    const errors = watchConsoleErrors();
    fc.assert(
      fc.property(componentListArbitrary(knownBlockArbitrary, { maxLength: 3 }), (blocks) => {
        const { container, unmount } = render(
          <BlockHarness store={store} language="sw">
            <BlockList blocks={blocks} />
          </BlockHarness>,
        );
        try {
          expect(notices(container, FAILED)).toBe(0);
          expect(errors).not.toHaveBeenCalled();
        } finally {
          unmount();
        }
      }),
      { numRuns: 20 },
    );
  }, 60_000);

  it('shows "Unknown component type" for each block of a type nobody knows, and renders the rest', () => {
    const known = new Set<string>(BLOCK_TYPES);
    const unknownType = fc.oneof(
      fc.string({ maxLength: 20 }).filter((type) => !known.has(type)),
      fc.constantFrom('constructor', '__proto__', 'toString', 'hasOwnProperty', 'Title', 'carousel'),
    );
    const unknownBlock = unknownType.chain((type) =>
      fc.anything().map((content): Omit<GeneratedBlock, 'id'> => ({ type, content })),
    );
    const title = blockContentArbitrary('title').map((content) => ({ type: 'title', content }));
    fc.assert(
      fc.property(componentListArbitrary(fc.oneof(unknownBlock, title), { maxLength: 5 }), (blocks) => {
        const { container, unmount } = renderBlocks(blocks);
        try {
          const unknownCount = blocks.filter((block) => !known.has(block.type)).length;
          expect(notices(container, UNKNOWN)).toBe(unknownCount);
          expect(notices(container, FAILED)).toBe(0);
          expect(container.querySelectorAll('main h2').length).toBe(blocks.length - unknownCount);
        } finally {
          unmount();
        }
      }),
      { numRuns: 40 },
    );
  }, 60_000);

  it('contains a block that throws: a notice in its place, its siblings still shown', () => {
    const errors = watchConsoleErrors();
    const { container, getByRole, getByText } = renderBlocks([
      { id: 'before', type: 'title', content: { text: 'Fees and funding' } },
      { id: 'broken', type: 'paragraph', content: { text: FAILING_TEXT } },
      { id: 'after', type: 'paragraph', content: { text: 'Tuition is paid in two instalments.' } },
    ]);
    expect(getByRole('heading', { level: 2, name: 'Fees and funding' })).toBeTruthy();
    expect(getByText('Tuition is paid in two instalments.')).toBeTruthy();
    expect(notices(container, FAILED)).toBe(1);
    expect(container.textContent).not.toContain(FAILING_TEXT);
    // The failure is reported for maintainers, not swallowed.
    expect(errors).toHaveBeenCalled();
  });
});
