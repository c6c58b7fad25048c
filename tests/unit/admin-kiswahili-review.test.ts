import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as core from '../../src/validation';
import { EditHistory } from '../../src/content/history';
import { documentsSource } from '../../src/content/loaders';
import { ContentStore } from '../../src/content/store';
import type { FaqDocument, ManagedLinks, NewsTicker } from '../../src/content/types.generated';
import { withEnglishEdited } from '../../src/admin/forms/localized-value';
import { screenAtText } from '../../src/admin/layout/screens';
import { ContentChecks } from '../../src/admin/model/content-checks';
import { textsNeedingKiswahili } from '../../src/admin/overview/kiswahili-review';
import { projectRoot } from './support/project-copy';

const read = <T>(file: string) =>
  JSON.parse(fs.readFileSync(path.join(projectRoot, 'content', file), 'utf8')) as T;

function setup() {
  const store = new ContentStore(documentsSource({}), {
    ticker: read<NewsTicker>('ticker.json'),
    links: read<ManagedLinks>('links.json'),
    'pages/about/history': read<unknown>('pages/about/history.json'),
    faq: read<FaqDocument>('faq.json'),
  });
  const history = new EditHistory(store);
  const checks = new ContentChecks(core, store);
  const needing = () => textsNeedingKiswahili(checks.localizedTexts());
  return { store, history, checks, needing };
}

describe('the texts needing Kiswahili, as the overview lists them', () => {
  it('lists none while every text has its Kiswahili', () => {
    expect(setup().needing()).toEqual([]);
  });

  it('lists an English-only text and a Kiswahili marked for review, each with the screen that edits it', () => {
    const { store, history, checks, needing } = setup();
    const ticker = store.peek('ticker') as NewsTicker;
    const first = ticker.items[0]!;
    history.edit(
      (documents) => {
        const edited = documents.ticker as NewsTicker;
        edited.items[0]!.text = withEnglishEdited(first.text, 'Admissions close on 31 August');
        (documents.links as ManagedLinks).links[1]!.title = 'Privacy';
        (
          documents['pages/about/history'] as { components: { content: { text: unknown } }[] }
        ).components[0]!.content.text = 'A paragraph in English only';
      },
      { label: 'edits' },
    );
    const texts = needing();
    expect(
      texts.map(({ documentId, pointer, need, english }) => ({ documentId, pointer, need, english })),
    ).toEqual(
      expect.arrayContaining([
        {
          documentId: 'ticker',
          pointer: '/items/0/text',
          need: 'review',
          english: 'Admissions close on 31 August',
        },
        { documentId: 'links', pointer: '/links/1/title', need: 'missing', english: 'Privacy' },
        {
          documentId: 'pages/about/history',
          pointer: '/components/0/content/text',
          need: 'missing',
          english: 'A paragraph in English only',
        },
      ]),
    );
    expect(texts).toHaveLength(3);
    // The same list until the content changes again.
    expect(checks.localizedTexts()).toBe(checks.localizedTexts());

    const links = texts.map((text) => screenAtText(store, text.documentId, text.pointer)?.to);
    expect(links).toEqual(
      expect.arrayContaining([
        // Each names its field: the document and the text's pointer in it.
        '/admin/dashboard/news?field=ticker%2Fitems%2F0%2Ftext',
        '/admin/dashboard/links?field=links%2Flinks%2F1%2Ftitle',
        expect.stringMatching(
          /^\/admin\/dashboard\/pages\?page=pages%2Fabout%2Fhistory&component=[a-z0-9-]+&field=pages%2Fabout%2Fhistory%2Fcomponents%2F0%2Fcontent%2Ftext$/,
        ),
      ]),
    );

    // Undoing the edits empties the list.
    history.undo();
    expect(needing()).toEqual([]);
  });

  it('marks an FAQ answer for review when its English changes, though the FAQ needs both languages', () => {
    const { store, history, needing } = setup();
    const answer = (store.peek('faq') as FaqDocument).entries[2]!.answer;
    history.edit(
      (documents) => {
        (documents.faq as FaqDocument).entries[2]!.answer = withEnglishEdited(
          answer,
          'Call the office.',
        ) as typeof answer;
      },
      { label: 'answer' },
    );
    expect(needing().map(({ documentId, pointer, need }) => ({ documentId, pointer, need }))).toEqual([
      { documentId: 'faq', pointer: '/entries/2/answer', need: 'review' },
    ]);
    expect(screenAtText(store, 'faq', '/entries/2/answer')?.to).toBe(
      '/admin/dashboard/data?document=faq&field=faq%2Fentries%2F2%2Fanswer',
    );
  });
});
