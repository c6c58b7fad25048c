import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formDocumentId } from '../../content/document-ids';
import { useDocument } from '../../content/hooks';
import type { FormsCollection } from '../../content/types.generated';
import { ContentText, useTranslation } from '../../i18n';
import { ContentTable } from '../table/ContentTable';
import { SectionHeading } from '../../ui/SectionHeading';
import { SmartLink } from '../../ui/SmartLink';
import { DownloadLink, FileSize } from '../downloads/DownloadLink';
import ListBlock from '../list/ListBlock';
import type { BlockProps } from '../types';
import { whenColumnAtLeast, widthFor } from '../../ui/column-width';

/** Every form is made as a PDF (scripts/documents/forms.ts). */
const FORM_FILE_TYPE = 'PDF';

function FormsTable({ forms }: { forms: FormsCollection }) {
  const { t, l } = useTranslation();
  const officeName = (id: string) => l(forms.offices.items.find((office) => office.id === id)?.name);
  return (
    <>
      <SectionHeading>
        <ContentText text={forms.formsTitle} />
      </SectionHeading>
      <ContentTable
        label={l(forms.formsTitle)}
        actionColumn
        columns={[
          t('forms.name'),
          t('forms.code'),
          t('forms.office'),
          t('downloads.type'),
          t('downloads.size'),
          t('downloads.file'),
        ]}
        widths={[undefined, '4.5rem', undefined, '4rem', '6rem', '8rem']}
        rows={forms.forms.map((form) => ({
          key: form.id,
          cells: [
            <>
              <Box component="span" sx={{ display: 'block', fontWeight: 700 }}>
                <ContentText text={form.name} />
              </Box>
              <Box
                component="span"
                sx={{ display: 'block', color: 'text.secondary', fontSize: '0.9rem', fontWeight: 400 }}
              >
                <ContentText text={form.purpose} />
              </Box>
            </>,
            form.code,
            officeName(form.office),
            FORM_FILE_TYPE,
            <FileSize key="size" documentId={formDocumentId(form.id)} />,
            <DownloadLink key="link" documentId={formDocumentId(form.id)} name={l(form.name)} inTable />,
          ],
        }))}
      />
    </>
  );
}

function Offices({ forms }: { forms: FormsCollection }) {
  const { t } = useTranslation();
  return (
    <>
      <SectionHeading>
        <ContentText text={forms.offices.title} />
      </SectionHeading>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          mb: 3,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: '1fr',
          [whenColumnAtLeast(widthFor(2, 280, 16))]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        {forms.offices.items.map((office) => (
          <Box
            component="li"
            key={office.id}
            sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}
          >
            <Typography variant="h3" sx={{ mb: 0.5 }}>
              <ContentText text={office.name} />
            </Typography>
            <Typography sx={{ color: 'text.secondary', mb: 1 }}>
              <ContentText text={office.location} />
            </Typography>
            <Box
              component="dl"
              sx={{
                m: 0,
                display: 'grid',
                gridTemplateColumns: 'auto 1fr',
                columnGap: 1.5,
                rowGap: 0.5,
                '& dt': { fontWeight: 700 },
                '& dd': { m: 0, overflowWrap: 'anywhere' },
              }}
            >
              <dt>{t('forms.phone')}</dt>
              <dd>
                <SmartLink href={`tel:${office.phone.replace(/\s/g, '')}`}>{office.phone}</SmartLink>
              </dd>
              <dt>{t('forms.email')}</dt>
              <dd>
                <SmartLink href={`mailto:${office.email}`}>{office.email}</SmartLink>
              </dd>
              <dt>{t('forms.hours')}</dt>
              <dd>
                <ContentText text={office.hours} />
              </dd>
            </Box>
          </Box>
        ))}
      </Box>
    </>
  );
}

/** One part of content/forms.json: the forms with their downloads, the guidelines, the deadlines or the offices. */
export default function FormsBlock({ content }: BlockProps<'forms'>) {
  const { l } = useTranslation();
  const forms = useDocument('forms');
  switch (content.part) {
    case 'forms':
      return <FormsTable forms={forms} />;
    case 'guidelines':
      return (
        <>
          <SectionHeading>
            <ContentText text={forms.guidelines.title} />
          </SectionHeading>
          <ListBlock id="guidelines" content={{ items: forms.guidelines.items, ordered: true }} />
        </>
      );
    case 'deadlines':
      return (
        <>
          <SectionHeading>
            <ContentText text={forms.deadlines.title} />
          </SectionHeading>
          <ContentTable
            label={l(forms.deadlines.title)}
            columns={forms.deadlines.columns.map((column) => l(column))}
            rows={forms.deadlines.rows.map((row, index) => ({
              key: String(index),
              cells: row.map((cell) => l(cell)),
            }))}
          />
        </>
      );
    case 'offices':
      return <Offices forms={forms} />;
  }
}
