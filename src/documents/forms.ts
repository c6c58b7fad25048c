import { formatDate } from '../content/dates.ts';
import { formDocumentId } from '../content/document-ids.ts';
import type { FormsCollection } from '../content/types.generated';
import { PdfWriter } from './pdf-writer.ts';
import type { DocumentKind } from './types.ts';

/** One PDF per form of content/forms.json, with its fields, the office to hand it to and the guidelines. */
export const formDocuments: DocumentKind = {
  kind: 'forms',
  sources: ['forms'],
  plan: (read, language) => {
    const collection = read('forms') as FormsCollection;
    const { t, l } = language;
    return collection.forms.map((form) => ({
      id: formDocumentId(form.id),
      render: (letterhead) => {
        const office = collection.offices.items.find((candidate) => candidate.id === form.office);
        const writer = new PdfWriter({
          title: l(form.name),
          subtitle: t('formRevised', {
            code: form.code,
            date: formatDate(collection.updated, language.language),
          }),
          updated: collection.updated,
          letterhead,
          language,
        });
        writer.paragraph(l(form.purpose));
        if (office)
          writer.paragraph(
            t('handIn', {
              office: l(office.name),
              location: l(office.location),
              phone: office.phone,
              email: office.email,
              hours: l(office.hours),
            }),
            { muted: true },
          );
        for (const section of form.sections) {
          writer.heading(l(section.title));
          for (const field of section.fields) writer.field({ label: l(field.label), kind: field.kind });
        }
        writer.heading(l(collection.guidelines.title)).bullets(collection.guidelines.items.map(l));
        return writer.finish();
      },
    }));
  },
};
