import { formatDate } from '../../src/content/dates.ts';
import { formDocumentId } from '../../src/content/document-ids.ts';
import { localize } from '../../src/content/localize.ts';
import type { FormsCollection } from '../../src/content/types.generated';
import { PdfWriter } from './pdf-writer.ts';
import type { DocumentKind } from './types.ts';

const en = (text: Parameters<typeof localize>[0]) => localize(text, 'en');

/** One PDF per form of content/forms.json, with its fields, the office to hand it to and the guidelines. */
export const formDocuments: DocumentKind = {
  kind: 'forms',
  sources: ['forms'],
  plan: (read) => {
    const collection = read('forms') as FormsCollection;
    return collection.forms.map((form) => ({
      id: formDocumentId(form.id),
      render: (letterhead) => {
        const office = collection.offices.items.find((candidate) => candidate.id === form.office);
        const writer = new PdfWriter({
          title: en(form.name),
          subtitle: `Form ${form.code}, revised ${formatDate(collection.updated)}`,
          updated: collection.updated,
          letterhead,
        });
        writer.paragraph(en(form.purpose));
        if (office)
          writer.paragraph(
            `Hand in to: ${en(office.name)}, ${en(office.location)}. ${office.phone}, ${office.email}. ${en(office.hours)}.`,
            { muted: true },
          );
        for (const section of form.sections) {
          writer.heading(en(section.title));
          for (const field of section.fields) writer.field({ label: en(field.label), kind: field.kind });
        }
        writer.heading(en(collection.guidelines.title)).bullets(collection.guidelines.items.map(en));
        return writer.finish();
      },
    }));
  },
};
