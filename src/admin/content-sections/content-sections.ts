/**
 * The content sections the spec's Content Sections screen edits, found in the page documents: a
 * principal's message is an "image-text" component (heading, text, portrait), an about section a
 * "title" followed by a "paragraph". They are read from, and written to, the pages that show them.
 */
import type { EditHistory } from '../../content/history';
import { localize } from '../../content/localize';
import type { LocalizedText } from '../../content/types.generated';
import type { EditablePage, PageComponent } from '../pages/page-edits';
import { withEnglish } from '../shared/localized-edit';
import type { AdminText } from '../text';

/** The pages whose sections the screen lists, in this order; new sections go on the last. */
export const SECTION_PAGES = ['pages/index', 'pages/about'] as const;
export type SectionPage = (typeof SECTION_PAGES)[number];

export interface ContentSection {
  kind: 'principal' | 'about';
  page: SectionPage;
  /** The component holding the text (image-text, or the paragraph). */
  componentId: string;
  /** For an about section, the title component before it. */
  titleId?: string;
  title: string;
  text: string;
  image?: string;
}

const text = (value: unknown): string => localize(value as LocalizedText | undefined, 'en');

export function sectionsOf(page: SectionPage, document: EditablePage | undefined): ContentSection[] {
  const components = document?.components ?? [];
  return components.flatMap((component, index): ContentSection[] => {
    const content = component.content as Record<string, unknown>;
    if (component.type === 'image-text') {
      const image = content.image as { src?: string } | undefined;
      return [
        {
          kind: 'principal',
          page,
          componentId: component.id,
          title: text(content.heading),
          text: text(content.text),
          image: image?.src ?? '',
        },
      ];
    }
    const before = components[index - 1];
    if (component.type === 'paragraph' && before?.type === 'title') {
      const heading = (before.content as Record<string, unknown>).text;
      return [
        {
          kind: 'about',
          page,
          componentId: component.id,
          titleId: before.id,
          title: text(heading),
          text: text(content.text),
        },
      ];
    }
    return [];
  });
}

export interface SectionDraft {
  title: string;
  text: string;
  image: string;
}

function find(components: PageComponent[], id: string | undefined): Record<string, unknown> | undefined {
  return components.find((component) => component.id === id)?.content as Record<string, unknown> | undefined;
}

export class ContentSectionEditor {
  constructor(
    private readonly history: EditHistory,
    private readonly t: AdminText,
  ) {}

  /** Applies an edited section to its page as one change; false when nothing changed. */
  save(section: ContentSection, draft: SectionDraft): boolean {
    return this.history.edit(
      (documents) => {
        const components = (documents[section.page] as EditablePage).components;
        const content = find(components, section.componentId);
        if (!content) return;
        content.text = withEnglish(content.text as LocalizedText, draft.text);
        if (section.kind === 'principal') {
          content.heading = withEnglish((content.heading ?? '') as LocalizedText, draft.title);
          (content.image as { src: string }).src = draft.image.trim();
        } else {
          const title = find(components, section.titleId);
          if (title) title.text = withEnglish(title.text as LocalizedText, draft.title);
        }
      },
      { label: this.t('sections.history.edited', { name: draft.title }) },
    );
  }

  /** Adds an about section (a title and its paragraph) at the end of the last page; its paragraph's id. */
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
