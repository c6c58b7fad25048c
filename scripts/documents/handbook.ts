import { localize } from '../../src/content/localize.ts';
import type { StudentHandbook } from '../../src/content/types.generated';
import { PdfWriter } from './pdf-writer.ts';
import type { DocumentKind } from './types.ts';

const en = (text: Parameters<typeof localize>[0]) => localize(text, 'en');

function acknowledgmentPart(writer: PdfWriter, handbook: StudentHandbook): void {
  const { acknowledgment } = handbook;
  writer.paragraph(en(acknowledgment.text)).paragraph(en(acknowledgment.statement));
  for (const field of acknowledgment.fields) writer.field({ label: en(field.label), kind: field.kind });
}

/**
 * The student handbook (content/handbook.json): the handbook itself, with its contents, sections,
 * policy updates and the acknowledgment form at the end, and the acknowledgment form on its own.
 */
export const handbookDocuments: DocumentKind = {
  kind: 'handbook',
  sources: ['handbook'],
  plan: (read) => {
    const handbook = read('handbook') as StudentHandbook;
    const title = en(handbook.title);
    return [
      {
        id: 'student-handbook',
        render: (letterhead) => {
          const writer = new PdfWriter({ title, updated: handbook.updated, letterhead });
          writer.paragraph(en(handbook.introduction));
          writer.heading(en(handbook.contentsTitle)).table(
            ['Section', 'Covers'],
            handbook.sections.map((section, index) => [
              `${index + 1}. ${en(section.title)}`,
              en(section.summary),
            ]),
            [0.4, 0.6],
          );
          handbook.sections.forEach((section, index) => {
            writer
              .heading(`${index + 1}. ${en(section.title)}`)
              .paragraph(en(section.summary), { muted: true })
              .bullets(section.points.map(en));
          });
          writer
            .heading(en(handbook.policyUpdates.title))
            .paragraph(en(handbook.policyUpdates.text))
            .bullets(handbook.policyUpdates.channels.map(en));
          writer.doc.addPage();
          writer.heading(en(handbook.acknowledgment.title));
          acknowledgmentPart(writer, handbook);
          return writer.finish();
        },
      },
      {
        id: handbook.acknowledgment.document,
        render: (letterhead) => {
          const writer = new PdfWriter({
            title: en(handbook.acknowledgment.title),
            subtitle: title,
            updated: handbook.updated,
            letterhead,
          });
          acknowledgmentPart(writer, handbook);
          return writer.finish();
        },
      },
    ];
  },
};
