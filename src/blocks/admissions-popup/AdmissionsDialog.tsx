import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { keyframes, styled } from '@mui/material/styles';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CloseIcon from '@mui/icons-material/Close';
import EventIcon from '@mui/icons-material/Event';
import type { AdmissionsPopup } from '../../content/types.generated';
import { ContentText, useTranslation } from '../../i18n';
import { ButtonLink, LookButton } from '../../ui/ButtonLink';

interface DesignProps {
  popup: AdmissionsPopup;
  /** The dialog's id, which its closing buttons name. */
  dialogId: string;
}

const TITLE_ID = 'admissions-popup-title';

function Highlights({ popup }: { popup: AdmissionsPopup }) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, my: 2 }}>
      {popup.highlights.map((highlight, index) => (
        <Box component="li" key={index} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mb: 1 }}>
          <CheckCircleIcon aria-hidden sx={{ color: 'success.main', mt: 0.25 }} fontSize="small" />
          <ContentText text={highlight} />
        </Box>
      ))}
    </Box>
  );
}

/** The two actions every design offers: apply online (new tab), and the downloads page. */
function Actions({ popup, dialogId }: DesignProps) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', mt: 2 }}>
      <ButtonLink href={popup.applyLink.url} newTab variant="contained" tone="secondary">
        <ContentText text={popup.applyLink.text} />
      </ButtonLink>
      <ButtonLink href={popup.downloadsLink.url} variant="outlined">
        <ContentText text={popup.downloadsLink.text} />
      </ButtonLink>
      <LookButton type="button" command="close" commandfor={dialogId} sx={{ ml: 'auto' }}>
        <ContentText text={popup.dismissLabel} />
      </LookButton>
    </Box>
  );
}

function Deadline({ popup }: { popup: AdmissionsPopup }) {
  if (!popup.deadline) return null;
  return (
    <Typography sx={{ display: 'flex', gap: 1, alignItems: 'center', fontWeight: 700, color: '#7a2e0e' }}>
      <EventIcon aria-hidden fontSize="small" />
      <ContentText text={popup.deadline} />
    </Typography>
  );
}

function Classic({ popup, dialogId }: DesignProps) {
  return (
    <>
      <Box sx={{ bgcolor: 'primary.main', color: '#fff', px: 3, py: 2.5, pr: 7 }}>
        <Typography id={TITLE_ID} component="h2" variant="h2" sx={{ m: 0, color: '#fff' }}>
          <ContentText text={popup.title} />
        </Typography>
      </Box>
      <Box sx={{ px: 3, py: 2.5 }}>
        <Typography>
          <ContentText text={popup.message} />
        </Typography>
        <Highlights popup={popup} />
        <Actions popup={popup} dialogId={dialogId} />
      </Box>
    </>
  );
}

function Modern({ popup, dialogId }: DesignProps) {
  return (
    <>
      <Box
        sx={{
          px: 3,
          pt: 4,
          pb: 3,
          pr: 7,
          color: '#fff',
          background: 'linear-gradient(135deg, #0b2a5b 0%, #004AAD 60%, #2f6fd1 100%)',
        }}
      >
        <Typography
          id={TITLE_ID}
          component="h2"
          sx={{ m: 0, fontSize: '1.9rem', fontWeight: 700, lineHeight: 1.2 }}
        >
          <ContentText text={popup.title} />
        </Typography>
        <Typography sx={{ mt: 1.5, opacity: 0.95 }}>
          <ContentText text={popup.message} />
        </Typography>
      </Box>
      <Box sx={{ px: 3, py: 2.5 }}>
        <Deadline popup={popup} />
        <Highlights popup={popup} />
        <Actions popup={popup} dialogId={dialogId} />
      </Box>
    </>
  );
}

function Minimal({ popup, dialogId }: DesignProps) {
  return (
    <Box sx={{ px: 3, py: 3, pr: 7, borderTop: 6, borderColor: 'secondary.main' }}>
      <Typography id={TITLE_ID} component="h2" variant="h3" sx={{ mt: 0 }}>
        <ContentText text={popup.title} />
      </Typography>
      <Typography sx={{ mb: 1.5 }}>
        <ContentText text={popup.message} />
      </Typography>
      <Deadline popup={popup} />
      <Actions popup={popup} dialogId={dialogId} />
    </Box>
  );
}

const designs = { classic: Classic, modern: Modern, minimal: Minimal } as const;

const fadeIn = keyframes`
  from { opacity: 0; transform: translateY(12px); }
  to { opacity: 1; transform: none; }
`;

/**
 * A native modal <dialog>: the browser puts it above the page, makes the rest of the page inert and
 * closes it on Escape, so opening it costs one small layout instead of a portal, a focus trap and a
 * transition mounted by script.
 */
// Every attribute reaches the element, closedby (light dismiss) among them, which Emotion does not know.
const ModalDialog = styled('dialog', {
  shouldForwardProp: (prop) => !['sx', 'theme', 'ownerState', 'as'].includes(String(prop)),
})(({ theme }) => ({
  padding: 0,
  border: 0,
  borderRadius: theme.shape.borderRadius,
  boxShadow: theme.shadows[24],
  width: 'calc(100% - 32px)',
  maxWidth: 600,
  maxHeight: 'calc(100% - 32px)',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  color: theme.palette.text.primary,
  backgroundColor: theme.palette.background.paper,
  '&[open]': { animation: `${fadeIn} 225ms ease-out` },
  '&::backdrop': { backgroundColor: 'rgba(0, 0, 0, 0.5)' },
  '@media (prefers-reduced-motion: reduce)': { '&[open]': { animation: 'none' } },
}));

/**
 * The admissions pop-up in the design chosen in content, prerendered closed (so its styles come with
 * the page's): the browser opens it as a modal when asked (see show-popup.behaviour) and closes it by
 * itself, from its buttons' invoker commands, Escape or a click outside it, and then puts focus back
 * where it was.
 */
export default function AdmissionsDialog({ popup, id }: { popup: AdmissionsPopup; id: string }) {
  const { t } = useTranslation();
  const Design = designs[popup.design];

  return (
    <ModalDialog
      id={id}
      aria-labelledby={TITLE_ID}
      data-testid="admissions-popup"
      data-design={popup.design}
      closedby="any"
    >
      <Box sx={{ position: 'relative' }}>
        <LookButton
          type="button"
          command="close"
          commandfor={id}
          aria-label={t('frame.close')}
          sx={{
            position: 'absolute',
            right: 8,
            top: 8,
            minHeight: 44,
            minWidth: 44,
            p: 0,
            borderRadius: '50%',
            color: popup.design === 'minimal' ? 'text.primary' : '#fff',
          }}
        >
          <CloseIcon />
        </LookButton>
        <Design popup={popup} dialogId={id} />
      </Box>
    </ModalDialog>
  );
}
