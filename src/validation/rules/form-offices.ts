import type { ContentError } from './types';
import type { ContentRule } from './types';
import { because } from './reasons';

interface Forms {
  forms: { office: string }[];
  offices: { items: { id: string }[] };
}

/** Every form of content/forms.json names one of the offices listed there. */
export const formOfficesExist: ContentRule = (context) => {
  const errors: ContentError[] = [];
  for (const document of context.documents) {
    if (document.schemaFile !== 'forms.schema.json' || !document.valid) continue;
    const forms = document.data as Forms;
    const known = new Set(forms.offices.items.map((office) => office.id));
    const offices = [...known].join(', ');
    forms.forms.forEach((form, index) => {
      if (!known.has(form.office))
        errors.push({
          file: document.file,
          pointer: `/forms/${index}/office`,
          message: `is not one of the offices (${offices})`,
          value: form.office,
          reason: because('forms.unknownOffice', { known: offices }),
        });
    });
  }
  return errors;
};
