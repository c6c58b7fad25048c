import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useDocument } from '../../content/hooks';
import type { StudentHandbook } from '../../content/types.generated';
import { ContentText, useTranslation } from '../../i18n';
import { SectionHeading } from '../../ui/SectionHeading';
import { DownloadLink, FileSize } from '../downloads/DownloadLink';
import ListBlock from '../list/ListBlock';
import type { BlockProps } from '../types';
import { brand } from '../../ui/brand-colours';

function Contents({ handbook }: { handbook: StudentHandbook }) {
  const { t } = useTranslation();
  return (
    <section>
      <SectionHeading>
        <ContentText text={handbook.contentsTitle} />
      </SectionHeading>
      <Typography sx={{ mb: 2 }}>
        <ContentText text={handbook.introduction} />
      </Typography>
      {handbook.sections.map((section, index) => (
        <Box key={section.id} sx={{ mb: 2.5 }}>
          <Typography variant="h3" sx={{ mb: 0.5 }}>
            <Box component="span" sx={{ color: 'text.secondary', fontWeight: 700, mr: 1 }}>
              {t('handbook.section', { number: index + 1 })}:
            </Box>
            <ContentText text={section.title} />
          </Typography>
          <Typography sx={{ mb: 1 }}>
            <ContentText text={section.summary} />
          </Typography>
          <ListBlock id={section.id} content={{ items: section.points }} />
        </Box>
      ))}
    </section>
  );
}

function Acknowledgment({ handbook }: { handbook: StudentHandbook }) {
  const { l } = useTranslation();
  const { acknowledgment } = handbook;
  return (
    <section>
      <SectionHeading>
        <ContentText text={acknowledgment.title} />
      </SectionHeading>
      <Typography sx={{ mb: 2 }}>
        <ContentText text={acknowledgment.text} />
      </Typography>
      <Box
        component="blockquote"
        sx={{
          m: 0,
          mb: 2,
          p: 2,
          borderLeft: 4,
          borderColor: 'primary.main',
          bgcolor: brand.wash,
          fontStyle: 'italic',
        }}
      >
        <ContentText text={acknowledgment.statement} />
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 3 }}>
        <DownloadLink documentId={acknowledgment.document} name={l(acknowledgment.title)} />
        <Box component="span" sx={{ color: 'text.secondary' }}>
          PDF, <FileSize documentId={acknowledgment.document} />
        </Box>
      </Box>
    </section>
  );
}

/** One part of content/handbook.json: its contents, the acknowledgment form, or how policy updates are announced. */
export default function HandbookBlock({ content }: BlockProps<'handbook'>) {
  const handbook = useDocument('handbook');
  switch (content.part) {
    case 'contents':
      return <Contents handbook={handbook} />;
    case 'acknowledgment':
      return <Acknowledgment handbook={handbook} />;
    case 'policy-updates':
      return (
        <section>
          <SectionHeading>
            <ContentText text={handbook.policyUpdates.title} />
          </SectionHeading>
          <Typography sx={{ mb: 2 }}>
            <ContentText text={handbook.policyUpdates.text} />
          </Typography>
          <ListBlock id="policy-update-channels" content={{ items: handbook.policyUpdates.channels }} />
        </section>
      );
  }
}
