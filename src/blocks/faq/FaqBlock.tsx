import { useState, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useDocument } from '../../content/hooks';
import type { BilingualText } from '../../content/types.generated';
import { ContentText } from '../../i18n';
import { splitParagraphs } from '../paragraph/ParagraphBlock';
import type { BlockProps } from '../types';

/** Class of an answer panel: without JavaScript a style in <noscript> shows every answer. */
const ANSWER_CLASS = 'faq-answer';
const QUESTION_SELECTOR = 'button[aria-controls]';

const QuestionButton = styled('button')(({ theme }) => ({
  display: 'flex',
  alignItems: 'flex-start',
  gap: theme.spacing(1.5),
  width: '100%',
  margin: 0,
  padding: theme.spacing(1.75, 2),
  border: 0,
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  textAlign: 'left',
  cursor: 'pointer',
  '&:hover': { background: '#eef3fb' },
  '&:focus-visible': { outline: `3px solid ${theme.palette.primary.main}`, outlineOffset: -3 },
  '& .faq-chevron': { marginLeft: 'auto', flexShrink: 0, transition: 'transform 150ms' },
  '&[aria-expanded="true"] .faq-chevron': { transform: 'rotate(180deg)' },
}));

/**
 * The questions of content/faq.json as an accordion: each question is a heading holding a button
 * that shows or hides its answer. At most one answer is open; activating the open one closes it.
 * English comes first and the Kiswahili follows in a lighter style.
 */
export default function FaqBlock({ id, content }: BlockProps<'faq'>) {
  const { entries } = useDocument('faq');
  const [openId, setOpenId] = useState<string | null>(null);
  const headingId = `${id}-heading`;

  return (
    <Box
      component="section"
      aria-labelledby={content.heading ? headingId : undefined}
      onKeyDown={moveFocusBetweenQuestions}
      sx={{
        mb: 3,
        // Without scripts no question can open, so every answer shows.
        '@media (scripting: none)': { [`& .${ANSWER_CLASS}[hidden]`]: { display: 'block' } },
      }}
    >
      {content.heading && (
        <Typography id={headingId} variant="h2" sx={{ mt: 4, mb: 2, color: 'primary.main' }}>
          <ContentText text={content.heading} />
        </Typography>
      )}
      <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}>
        {entries.map((entry, index) => {
          const open = entry.id === openId;
          const buttonId = `${id}-${entry.id}-question`;
          const answerId = `${id}-${entry.id}-answer`;
          return (
            <Box key={entry.id} sx={{ borderTop: index === 0 ? 0 : 1, borderColor: 'divider' }}>
              <Typography variant="h3" sx={{ m: 0, fontSize: '1.05rem' }}>
                <QuestionButton
                  type="button"
                  id={buttonId}
                  aria-expanded={open}
                  aria-controls={answerId}
                  onClick={() => setOpenId(open ? null : entry.id)}
                >
                  <Bilingual text={entry.question} />
                  <ExpandMoreIcon className="faq-chevron" aria-hidden />
                </QuestionButton>
              </Typography>
              <Box
                id={answerId}
                role="region"
                aria-labelledby={buttonId}
                className={ANSWER_CLASS}
                hidden={!open}
                sx={{ px: 2, pb: 2 }}
              >
                <Answer text={entry.answer} />
              </Box>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}

/** A question: the English, then the Kiswahili on its own line in a lighter style. */
function Bilingual({ text }: { text: BilingualText }) {
  return (
    <span>
      <Box component="span" lang="en" sx={{ display: 'block', fontWeight: 600 }}>
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

/** Arrow keys, Home and End move between the questions, as in the WAI-ARIA accordion pattern. */
function moveFocusBetweenQuestions(event: KeyboardEvent<HTMLElement>) {
  const keys = ['ArrowDown', 'ArrowUp', 'Home', 'End'];
  if (!keys.includes(event.key) || !(event.target instanceof HTMLButtonElement)) return;
  const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>(QUESTION_SELECTOR)];
  const current = buttons.indexOf(event.target);
  if (current < 0) return;
  const last = buttons.length - 1;
  const next =
    event.key === 'Home'
      ? 0
      : event.key === 'End'
        ? last
        : event.key === 'ArrowDown'
          ? (current + 1) % buttons.length
          : (current - 1 + buttons.length) % buttons.length;
  event.preventDefault();
  buttons[next]?.focus();
}
