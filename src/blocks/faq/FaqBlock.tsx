import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useDocument } from '../../content/hooks';
import type { BilingualText } from '../../content/types.generated';
import { ContentText } from '../../i18n';
import { Island } from '../../ui/islands/Island';
import { splitParagraphs } from '../paragraph/ParagraphBlock';
import type { BlockProps } from '../types';
import { faqKeysIsland } from './faq-keys-island';

const Question = styled('details')(({ theme }) => ({
  '& + &': { borderTop: `1px solid ${theme.palette.divider}` },
  '& > summary': {
    display: 'flex',
    alignItems: 'flex-start',
    gap: theme.spacing(1.5),
    padding: theme.spacing(1.75, 2),
    cursor: 'pointer',
    listStyle: 'none',
  },
  '& > summary::-webkit-details-marker': { display: 'none' },
  '& > summary:hover': { background: '#eef3fb' },
  '& > summary:focus-visible': { outline: `3px solid ${theme.palette.primary.main}`, outlineOffset: -3 },
  '& .faq-chevron': { marginLeft: 'auto', flexShrink: 0, transition: 'transform 150ms' },
  '&[open] .faq-chevron': { transform: 'rotate(180deg)' },
}));

/**
 * The questions of content/faq.json as an accordion of native disclosures: each question is a
 * <summary> holding a heading, its answer the rest of the <details>. The details share a name, so the
 * browser keeps at most one answer open and activating the open one closes it, with or without
 * scripts. English comes first and the Kiswahili follows in a lighter style. A small island adds
 * moving between the questions with the arrow keys.
 */
export default function FaqBlock({ id, content }: BlockProps<'faq'>) {
  const { entries } = useDocument('faq');
  const sectionId = `${id}-faq`;
  const headingId = `${id}-heading`;

  return (
    <Box
      component="section"
      id={sectionId}
      aria-labelledby={content.heading ? headingId : undefined}
      sx={{ mb: 3 }}
    >
      {content.heading && (
        <Typography id={headingId} variant="h2" sx={{ mt: 4, mb: 2, color: 'primary.main' }}>
          <ContentText text={content.heading} />
        </Typography>
      )}
      <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}>
        {entries.map((entry) => (
          <Question key={entry.id} name={sectionId} data-question={entry.id}>
            <summary>
              <Typography variant="h3" sx={{ m: 0 }}>
                <Bilingual text={entry.question} />
              </Typography>
              <ExpandMoreIcon className="faq-chevron" aria-hidden />
            </summary>
            <Box sx={{ px: 2, pb: 2 }}>
              <Answer text={entry.answer} />
            </Box>
          </Question>
        ))}
      </Box>
      <Island island={faqKeysIsland} props={{ sectionId }} hydrate="idle" />
    </Box>
  );
}

/** A question: the English, then the Kiswahili on its own line in a lighter style. */
function Bilingual({ text }: { text: BilingualText }) {
  return (
    <span>
      <Box component="span" lang="en" sx={{ display: 'block', fontWeight: 700 }}>
        {text.en}
      </Box>
      <Box
        component="span"
        lang="sw"
        sx={{ display: 'block', mt: 0.25, fontWeight: 400, fontStyle: 'italic', color: 'text.secondary' }}
      >
        {text.sw}
      </Box>
    </span>
  );
}

function Answer({ text }: { text: BilingualText }) {
  return (
    <>
      <div lang="en">
        {splitParagraphs(text.en).map((paragraph, index) => (
          <Typography key={index} sx={{ mb: 1.5 }}>
            {paragraph}
          </Typography>
        ))}
      </div>
      <Box lang="sw" sx={{ pl: 1.5, borderLeft: 3, borderColor: 'divider' }}>
        {splitParagraphs(text.sw).map((paragraph, index) => (
          <Typography key={index} sx={{ mb: 1, fontStyle: 'italic', color: 'text.secondary' }}>
            {paragraph}
          </Typography>
        ))}
      </Box>
    </>
  );
}
