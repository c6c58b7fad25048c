import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as core from '../../src/validation';
import { EditHistory } from '../../src/content/history';
import { documentsSource } from '../../src/content/loaders';
import { ContentStore } from '../../src/content/store';
import type { NewsTicker, TickerItem } from '../../src/content/types.generated';
import { listItemProblems } from '../../src/admin/forms/list-item-form';
import { ContentChecks } from '../../src/admin/model/content-checks';
import { tickerPlace } from '../../src/admin/news/ticker-place';
import { ListEditor } from '../../src/admin/shared/list-edits';
import { projectRoot } from './support/project-copy';

const t = Object.assign(
  (key: string, values: Record<string, string | number> = {}) => `${key} ${JSON.stringify(values)}`,
  { language: 'en' as const },
);
const ticker = JSON.parse(
  fs.readFileSync(path.join(projectRoot, 'content/ticker.json'), 'utf8'),
) as NewsTicker;

function setup() {
  let now = 0;
  const store = new ContentStore(documentsSource({}), { ticker: structuredClone(ticker) });
  const history = new EditHistory(store, () => now);
  const place = tickerPlace(t);
  const editor = new ListEditor(history, place, () => store.peek('ticker'));
  const checks = new ContentChecks(core, store);
  const first = () => (store.peek('ticker') as NewsTicker).items[0]!;
  return { store, history, place, editor, checks, first, advance: (ms: number) => (now += ms) };
}

describe('a list item edited through its schema form', () => {
  it('gets the validation core’s problems by pointer into the item, in place or as a new last item', () => {
    const { store, place, checks, first } = setup();
    const emptied: TickerItem = { ...first(), text: '', url: 'javascript:alert(1)' };
    const problems = listItemProblems(checks, place, store.peek('ticker'), emptied);
    expect(problems.map((problem) => problem.pointer).sort()).toEqual(['/text', '/url']);
    expect(listItemProblems(checks, place, store.peek('ticker'), { ...first(), text: 'Open day' })).toEqual(
      [],
    );
    const added = listItemProblems(checks, place, store.peek('ticker'), { id: 'news-new', text: '' });
    expect(added.map((problem) => problem.pointer)).toEqual(['/text']);
    // Checking changes nothing.
    expect(store.peek('ticker')).toEqual(ticker);
  });

  it('applies an edited item as one labelled entry per input typed in', () => {
    const { history, editor, first, advance } = setup();
    const original = first();
    const english = (text: string) => ({ ...first(), text: { en: text, sw: 'Udahili' } });
    editor.replace(english('Admissions'), '/text/en');
    advance(100);
    editor.replace(english('Admissions close'), '/text/en');
    advance(100);
    editor.replace({ ...first(), text: { en: 'Admissions close', sw: 'Udahili unafungwa' } }, '/text/sw');
    expect(history.getState().past.map((entry) => entry.label)).toEqual([
      'news.history.edited {"name":"Admissions close"}',
      'news.history.edited {"name":"Admissions close"}',
    ]);
    history.undo();
    expect(first().text).toEqual({ en: 'Admissions close', sw: 'Udahili' });
    history.undo();
    expect(first()).toEqual(original);
  });
});
