import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import ImageIcon from '@mui/icons-material/Image';
import { sessionImages } from '../../../content/session-media';
import { shownImage, siteImageAddresses } from '../../shared/site-images';
import { useAdminText } from '../../text';
import { TextInput } from './TextInput';
import { useField, type FieldProps } from '../form-context';

/** A picture of the site: its address, a preview, and a picker of every picture the site has. */
export function ImageInput(props: FieldProps) {
  const t = useAdminText();
  const { value, set, blur } = useField<string>(props.pointer);
  const [picking, setPicking] = useState(false);
  const address = typeof value === 'string' ? value : '';
  // Read again when the address changes: a picture uploaded in this tab joins the list.
  const addresses = useMemo(
    () => [...sessionImages().map((image) => image.address), ...siteImageAddresses()],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [address],
  );
  return (
    <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', flexWrap: 'wrap' }}>
      <Box sx={{ flex: '1 1 16rem' }}>
        <TextInput {...props} />
      </Box>
      <Button variant="outlined" startIcon={<ImageIcon />} onClick={() => setPicking(true)}>
        {t('forms.chooseImage')}
      </Button>
      {addresses.includes(address) && (
        <Box
          component="img"
          src={shownImage(address)}
          alt={t('forms.imagePreview', { label: props.label })}
          sx={{ width: 96, height: 64, objectFit: 'cover', borderRadius: 1 }}
        />
      )}
      <Dialog
        open={picking}
        onClose={() => setPicking(false)}
        fullWidth
        maxWidth="md"
        aria-labelledby={`${props.pointer}-picker-title`}
      >
        <DialogTitle id={`${props.pointer}-picker-title`}>
          {t('forms.imagePicker', { label: props.label })}
        </DialogTitle>
        <DialogContent
          dividers
          sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(8.5rem, 1fr))' }}
        >
          {addresses.map((candidate) => (
            <Button
              key={candidate}
              onClick={() => {
                set(candidate);
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
    </Box>
  );
}
