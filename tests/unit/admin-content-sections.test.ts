import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as core from '../../src/validation';
import { EditHistory } from '../../src/content/history';
import { documentsSource } from '../../src/content/loaders';
import { ContentStore } from '../../src/content/store';
import type { LocalizedText } from '../../src/content/types.generated';
import {
  ContentSectionEditor,
  draftOf,
  sectionProblems,
  sectionsOf,
  type ContentSection,
} from '../../src/admin/content-sections/content-sections';
import { withEnglishEdited, withKiswahiliEdited } from '../../src/admin/forms/localized-value';
import { ContentChecks } from '../../src/admin/model/content-checks';
import { textsNeedingKiswahili } from '../../src/admin/overview/kiswahili-review';
import type { EditablePage } from '../../src/admin/pages/page-edits';
import { projectRoot } from './support/project-copy';

const t = Object.assign(
  (key: string, values: Record<string, string | number> = {}) => `${key} ${JSON.stringify(values)}`,
  { language: 'en' as const },
);
const page = (name: string) =>
  JSON.parse(fs.readFileSync(path.join(projectRoot, `content/pages/${name}.json`), 'utf8')) as EditablePage;

function setup() {
  const store = new ContentStore(documentsSource({}), {
    'pages/index': page('index'),
    'pages/about': page('about'),
  });
  const history = new EditHistory(store, () => 0);
  const checks = new ContentChecks(core, store);
  const home = () => store.peek('pages/index') as EditablePage;
  const about = () => store.peek('pages/about') as EditablePage;
  const principal = sectionsOf('pages/index', home())[0]!;
  const mission = sectionsOf('pages/about', about()).find((section) => section.title === 'Our Mission')!;
  return {
    store,
    history,
    checks,
    home,
    about,
    principal,
    mission,
    editor: new ContentSectionEditor(history, t),
  };
}

const component = (document: EditablePage, id: string) =>
  document.components.find((candidate) => candidate.id === id)!.content as Record<string, unknown>;

describe('a content section edited through its schema form', () => {
  it('finds the principal’s message and the About sections, and reads each as its draft', () => {
    const { home, about, principal, mission } = setup();
    expect(principal).toMatchObject({ kind: 'principal', componentId: 'welcome-message' });
    expect(Object.keys(draftOf(principal, home()))).toEqual(['title', 'text', 'image', 'alt']);
    expect(draftOf(principal, home()).image).toBe('/media/images/people/principal.jpg');
    expect(mission).toMatchObject({ kind: 'about', componentId: 'mission', titleId: 'mission-title' });
    expect(draftOf(mission, about()).title).toEqual({ en: 'Our Mission', sw: 'Dhamira Yetu' });
  });

  it('gets the validation core’s problems by the draft’s own pointers, and checking changes nothing', () => {
    const { home, about, checks, principal, mission } = setup();
    const before = structuredClone(home());
    const draft = { ...draftOf(principal, home()), title: '', image: '/media/images/none.jpg' };
    const problems = sectionProblems(checks, principal, home(), draft);
    expect([...new Set(problems.map((problem) => problem.pointer))].sort()).toEqual(['/image', '/title']);
    expect(sectionProblems(checks, principal, home(), draftOf(principal, home()))).toEqual([]);
    const emptyText = { ...draftOf(mission, about()), text: { en: '', sw: 'Kufundisha' } };
    expect(sectionProblems(checks, mission, about(), emptyText).map((problem) => problem.pointer)).toEqual([
      '/text',
    ]);
    expect(home()).toEqual(before);
  });

  it('saves a draft as one labelled entry; an English change marks its Kiswahili for review, undone at once', () => {
    const { store, history, checks, about, mission, editor } = setup();
    const draft = draftOf(mission, about());
    const title = withEnglishEdited(draft.title, 'Our Mission Today');
    expect(editor.save(mission, { ...draft, title })).toBe(true);
    expect(history.getState().past.map((entry) => entry.label)).toEqual([
      'sections.history.edited {"name":"Our Mission Today"}',
    ]);
    expect(component(about(), 'mission-title').text).toEqual({
      en: 'Our Mission Today',
      sw: 'Dhamira Yetu',
      swFrom: 'Our Mission',
    });
    const review = textsNeedingKiswahili(checks.localizedTexts()).filter((text) => text.need === 'review');
    expect(review.map((text) => `${text.documentId}${text.pointer}`)).toEqual([
      'pages/about/components/5/content/text',
    ]);

    // A Kiswahili written now clears the mark; the same draft again changes nothing.
    const kiswahili = withKiswahiliEdited(title, 'Dhamira Yetu Leo');
    expect(editor.save(mission, { ...draft, title: kiswahili })).toBe(true);
    expect(component(about(), 'mission-title').text).toEqual({
      en: 'Our Mission Today',
      sw: 'Dhamira Yetu Leo',
    });
    expect(editor.save(mission, { ...draft, title: kiswahili })).toBe(false);

    history.undo();
    history.undo();
    expect(store.peek('pages/about')).toEqual(page('about'));
  });

  it('writes the principal’s picture and alt text into its image, beside the heading and text', () => {
    const { home, principal, editor } = setup();
    const draft = draftOf(principal, home());
    const alt: LocalizedText = { en: 'The Principal', sw: 'Mkuu wa Chuo' };
    editor.save(principal as ContentSection, { ...draft, image: '/media/images/pages/campus.jpg', alt });
    expect(component(home(), 'welcome-message').image).toEqual({
      src: '/media/images/pages/campus.jpg',
      alt,
    });
  });
});
