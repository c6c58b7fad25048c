import { memo, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import ImageIcon from '@mui/icons-material/Image';
import UploadIcon from '@mui/icons-material/Upload';
import { PICTURE_TYPES } from '../../../content/session-media';
import { useImageUpload } from '../../media/useImageUpload';
import { pickableImageAddresses, shownImage } from '../../shared/site-images';
import { useFilePicker } from '../../shared/useFilePicker';
import { useAdminText } from '../../text';
import { TextInput } from './TextInput';
import { usePausedField, type FieldProps } from '../form-context';

/**
 * A picture of the site: its address, a preview, a picker of every picture the site has, and an
 * upload from the device, which the server checks and stores before the field takes its address.
 */
export function ImageInput(props: FieldProps) {
  return (
    <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', flexWrap: 'wrap' }}>
      <Box sx={{ flex: '1 1 16rem' }}>
        <TextInput {...props} />
      </Box>
      <PictureTools pointer={props.pointer} label={props.label} />
    </Box>
  );
}

/**
 * Beside the address: the picker, the upload and the preview, which follow the address once typing
 * pauses (a keystroke re-renders the address's input alone, and no half-typed address is fetched).
 */
const PictureTools = memo(function PictureTools({ pointer, label }: { pointer: string; label: string }) {
  const t = useAdminText();
  const { value, set, blur } = usePausedField<string>(pointer);
  const [picking, setPicking] = useState(false);
  const uploads = useImageUpload();
  const picker = useFilePicker(PICTURE_TYPES, t('media.uploadFor', { label }), (file) => {
    void uploads.upload(file).then((uploaded) => {
      if (uploaded === undefined) return;
      set(uploaded);
      blur();
    });
  });
  const address = typeof value === 'string' ? value : '';
  const problemId = `${pointer}-upload-problem`;
  const titleId = `${pointer}-picker-title`;
  // Read again when the address changes: a picture uploaded in this tab joins the list.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const addresses = useMemo(() => pickableImageAddresses(), [address]);
  return (
    <>
      <Button variant="outlined" startIcon={<ImageIcon />} onClick={() => setPicking(true)}>
        {t('forms.chooseImage')}
      </Button>
      <Button
        variant="outlined"
        startIcon={<UploadIcon />}
        onClick={picker.open}
        disabled={uploads.busy}
        aria-describedby={uploads.problem ? problemId : undefined}
      >
        {t('media.upload')}
      </Button>
      {picker.input}
      {addresses.includes(address) && (
        <Box
          component="img"
          src={shownImage(address)}
          alt={t('forms.imagePreview', { label })}
          sx={{ width: 96, height: 64, objectFit: 'cover', borderRadius: 1 }}
        />
      )}
      {uploads.busy && (
        <LinearProgress
          variant="determinate"
          value={Math.round(uploads.progress * 100)}
          aria-label={t('media.uploading', { label })}
          sx={{ flexBasis: '100%' }}
        />
      )}
      {uploads.problem && (
        <Typography id={problemId} role="alert" sx={{ color: 'error.main', flexBasis: '100%' }}>
          {uploads.problem}
        </Typography>
      )}
      <Dialog
        open={picking}
        onClose={() => setPicking(false)}
        fullWidth
        maxWidth="md"
        aria-labelledby={titleId}
      >
        <DialogTitle id={titleId}>{t('forms.imagePicker', { label })}</DialogTitle>
        <DialogContent
          dividers
          sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(8.5rem, 1fr))' }}
        >
          {addresses.map((candidate) => (
            <Button
              key={candidate}
              onClick={() => {
                set(candidate);
                uploads.clearProblem();
                setPicking(false);
                blur();
              }}
              aria-pressed={candidate === address}
              variant={candidate === address ? 'contained' : 'text'}
              sx={{ flexDirection: 'column', textTransform: 'none', gap: 0.5, minWidth: 0 }}
            >
              <Box
                component="img"
                src={shownImage(candidate)}
                alt=""
                loading="lazy"
                sx={{ width: '100%', aspectRatio: '3 / 2', objectFit: 'cover', borderRadius: 0.5 }}
              />
              <Box component="span" sx={{ fontSize: '0.75rem', overflowWrap: 'anywhere' }}>
                {candidate.replace(/^\/media\/images\//, '')}
              </Box>
            </Button>
          ))}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setPicking(false)}>{t('forms.close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
});
