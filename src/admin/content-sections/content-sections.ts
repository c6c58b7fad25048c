/**
 * The sections the Content Sections screen edits, found in the page documents: a principal's message
 * is an "image-text" component (heading, text, portrait), an about section a "title" then a "paragraph".
 * Pure: the checks and the history are handed in.
 */
import { produce } from 'immer';
import type { EditHistory } from '../../content/history';
import { localize } from '../../content/localize';
import { valueAtPointer } from '../../validation/json-pointer';
import type { LocalizedText } from '../../content/types.generated';
import { problemsWithin, type FieldProblem } from '../forms/form-store';
import type { ContentChecks } from '../model/content-checks';
import type { EditablePage, PageComponent } from '../pages/page-edits';
import type { AdminText, AdminTextKey } from '../text';

/** Listed in this order; new sections go on the last. */
export const SECTION_PAGES = ['pages/index', 'pages/about'] as const;
export type SectionPage = (typeof SECTION_PAGES)[number];

export type SectionKind = 'principal' | 'about';

export interface ContentSection {
  kind: SectionKind;
  page: SectionPage;
  /** The image-text, or the paragraph. */
  componentId: string;
  /** An about section's title component. */
  titleId?: string;
  /** English: the list names the section by it. */
  title: string;
}

export interface SectionDraft {
  title?: LocalizedText;
  text?: LocalizedText;
  /** The portrait's address. */
  image?: string;
  alt?: LocalizedText;
}
export type SectionField = keyof SectionDraft;

/** Where a draft field lives: `path` points into the content of that block (whose schema the form uses). */
interface FieldPlace {
  on: 'section' | 'title';
  block: string;
  path: string;
  label: AdminTextKey;
}

/** In the order the form shows them. */
const SECTION_FIELDS: Readonly<Record<SectionKind, Partial<Record<SectionField, FieldPlace>>>> = {
  principal: {
    title: { on: 'section', block: 'image-text', path: '/heading', label: 'sections.title' },
    text: { on: 'section', block: 'image-text', path: '/text', label: 'sections.text' },
    image: { on: 'section', block: 'image-text', path: '/image/src', label: 'sections.image' },
    alt: { on: 'section', block: 'image-text', path: '/image/alt', label: 'sections.alt' },
  },
  about: {
    title: { on: 'title', block: 'title', path: '/text', label: 'sections.title' },
    text: { on: 'section', block: 'paragraph', path: '/text', label: 'sections.text' },
  },
};

type Content = Record<string, unknown>;

const englishOf = (value: unknown): string => localize(value as LocalizedText | undefined, 'en');

export function sectionsOf(page: SectionPage, document: EditablePage | undefined): ContentSection[] {
  const components = document?.components ?? [];
  return components.flatMap((component, index): ContentSection[] => {
    const content = component.content as Content;
    if (component.type === 'image-text')
      return [{ kind: 'principal', page, componentId: component.id, title: englishOf(content.heading) }];
    const before = components[index - 1];
    if (component.type === 'paragraph' && before?.type === 'title') {
      const heading = (before.content as Content).text;
      return [
        { kind: 'about', page, componentId: component.id, titleId: before.id, title: englishOf(heading) },
      ];
    }
    return [];
  });
}

export const fieldsOf = (section: Pick<ContentSection, 'kind'>) =>
  Object.entries(SECTION_FIELDS[section.kind]) as [SectionField, FieldPlace][];

const componentIdOf = (section: ContentSection, place: FieldPlace) =>
  place.on === 'title' ? section.titleId : section.componentId;

function pointerOf(page: EditablePage, section: ContentSection, place: FieldPlace): string {
  const id = componentIdOf(section, place);
  const index = page.components.findIndex((component) => component.id === id);
  return `/components/${index}/content${place.path}`;
}

export function draftOf(section: ContentSection, page: EditablePage): SectionDraft {
  const draft: Content = {};
  for (const [field, place] of fieldsOf(section)) {
    const value = valueAtPointer(page, pointerOf(page, section, place));
    if (value !== undefined) draft[field] = value;
  }
  return draft as SectionDraft;
}

/** Mutates the page (an immer draft, or a copy); a field the draft leaves out is removed. */
function writeSection(page: EditablePage, section: ContentSection, draft: SectionDraft): void {
  for (const [field, place] of fieldsOf(section)) {
    const id = componentIdOf(section, place);
    let parent = page.components.find((component) => component.id === id)?.content as Content | undefined;
    if (!parent) continue;
    const [, ...steps] = place.path.split('/');
    const last = steps.pop()!;
    for (const step of steps) parent = (parent[step] ??= {}) as Content;
    if (draft[field] === undefined) delete parent[last];
    else parent[last] = draft[field];
  }
}

/** The core's problems with the draft in its page, by pointer into the draft (/title, /alt/en…). */
export function sectionProblems(
  checks: Pick<ContentChecks, 'problemsBroughtBy'>,
  section: ContentSection,
  page: EditablePage,
  draft: SectionDraft,
): FieldProblem[] {
  const edited = produce(page, (copy) => writeSection(copy, section, draft));
  const problems = checks.problemsBroughtBy({ [section.page]: edited });
  return fieldsOf(section).flatMap(([field, place]) =>
    problemsWithin(problems, pointerOf(page, section, place), `/${field}`),
  );
}

/** The section's components with the draft in its page, for the preview. */
export function previewOf(section: ContentSection, page: EditablePage, draft: SectionDraft): PageComponent[] {
  const edited = produce(page, (copy) => writeSection(copy, section, draft));
  const ids = [section.titleId, section.componentId];
  return edited.components.filter((component) => ids.includes(component.id));
}

export class ContentSectionEditor {
  constructor(
    private readonly history: EditHistory,
    private readonly t: AdminText,
  ) {}

  /** One history entry; false when nothing changed. */
  save(section: ContentSection, draft: SectionDraft): boolean {
    return this.history.edit(
      (documents) => writeSection(documents[section.page] as EditablePage, section, draft),
      {
        label: this.t('sections.history.edited', {
          name: localize(draft.title as LocalizedText, this.t.language),
        }),
      },
    );
  }

  /** Adds an about section at the end of the last page; returns its paragraph's id. */
  add(document: EditablePage): string {
    const page = SECTION_PAGES.at(-1)!;
    const taken = new Set(document.components.map((component) => component.id));
    let n = 1;
    while (taken.has(`section-${n}`) || taken.has(`section-${n}-title`)) n++;
    const id = `section-${n}`;
    const title = this.t('sections.newTitle');
    this.history.edit(
      (documents) => {
        (documents[page] as EditablePage).components.push(
          { id: `${id}-title`, type: 'title', content: { text: title } },
          { id, type: 'paragraph', content: { text: this.t('sections.newText') } },
        );
      },
      { label: this.t('sections.history.added', { name: title }) },
    );
    return id;
  }
}
