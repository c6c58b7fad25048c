import { STUDENT_HANDBOOK_ID } from '../content/generated-files.ts';
import type { StudentHandbook } from '../content/types.generated';
import { PdfWriter } from './pdf-writer.ts';
import type { DocumentKind } from './types.ts';
import type { DocumentLanguage } from './text.ts';

function acknowledgmentPart(writer: PdfWriter, handbook: StudentHandbook, { l }: DocumentLanguage): void {
  const { acknowledgment } = handbook;
  writer.paragraph(l(acknowledgment.text)).paragraph(l(acknowledgment.statement));
  for (const field of acknowledgment.fields) writer.field({ label: l(field.label), kind: field.kind });
}

/**
 * The student handbook (content/handbook.json): the handbook itself, with its contents, sections,
 * policy updates and the acknowledgment form at the end, and the acknowledgment form on its own.
 */
export const handbookDocuments: DocumentKind = {
  kind: 'handbook',
  sources: ['handbook'],
  plan: (read, language) => {
    const handbook = read('handbook') as StudentHandbook;
    const { t, l } = language;
    const title = l(handbook.title);
    return [
      {
        id: STUDENT_HANDBOOK_ID,
        render: (letterhead) => {
          const writer = new PdfWriter({ title, updated: handbook.updated, letterhead, language });
          writer.paragraph(l(handbook.introduction));
          writer.heading(l(handbook.contentsTitle)).table(
            [t('section'), t('covers')],
            handbook.sections.map((section, index) => [
              `${index + 1}. ${l(section.title)}`,
              l(section.summary),
            ]),
            [0.4, 0.6],
          );
          handbook.sections.forEach((section, index) => {
            writer
              .heading(`${index + 1}. ${l(section.title)}`)
              .paragraph(l(section.summary), { muted: true })
              .bullets(section.points.map(l));
          });
          writer
            .heading(l(handbook.policyUpdates.title))
            .paragraph(l(handbook.policyUpdates.text))
            .bullets(handbook.policyUpdates.channels.map(l));
          writer.doc.addPage();
          writer.heading(l(handbook.acknowledgment.title));
          acknowledgmentPart(writer, handbook, language);
          return writer.finish();
        },
      },
      {
        id: handbook.acknowledgment.document,
        render: (letterhead) => {
          const writer = new PdfWriter({
            title: l(handbook.acknowledgment.title),
            subtitle: title,
            updated: handbook.updated,
            letterhead,
            language,
          });
          acknowledgmentPart(writer, handbook, language);
          return writer.finish();
        },
      },
    ];
  },
};
