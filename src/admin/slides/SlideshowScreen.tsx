import { useMemo, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import UploadIcon from '@mui/icons-material/Upload';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { SlidePreview } from '../../blocks/slider/SliderBlock';
import { localize } from '../../content/localize';
import type { Slide, Slideshow } from '../../content/types.generated';
import { useStoredDocument } from '../model/AdminModel';
import type { ListItemFormPlace } from '../forms/list-item-form';
import { PropertyFields, type PropertyField } from '../forms/SchemaForm';
import { useListItemForm } from '../forms/useListItemForm';
import { addSessionImage, isSessionImageType } from '../../content/session-media';
import { imageProblem, shownImage, siteImageAddresses } from '../shared/site-images';
import { useFilePicker } from '../shared/useFilePicker';
import { useListEditor } from '../shared/useListEditor';
import { useAdminText, type AdminText } from '../text';
import { slidesPlace } from './slides-place';

const isActive = (slide: Slide) => slide.active !== false;
/** Pictures for the slider are photos of a few hundred kilobytes; larger ones would slow every visitor. */
const MAX_UPLOAD_BYTES = 2 * 1024 * 1024;

function useSlideChecks(t: AdminText) {
  return useMemo(
    () => ({
      image: (value: string) => {
        const problem = imageProblem(value);
        return problem ? t(problem === 'required' ? 'slides.imageRequired' : 'slides.imageUnknown') : null;
      },
      alt: (value: string) => (value.trim() === '' ? t('slides.altRequired') : null),
    }),
    [t],
  );
}

/** The home slider's slides (content/slides.json): add, edit in place, show or hide, reorder, preview, delete. */
export function SlideshowScreen() {
  const t = useAdminText();
  const slideshow = useStoredDocument<Slideshow>('slides');
  const place = useMemo(() => slidesPlace(t), [t]);
  const editor = useListEditor(place);
  const checks = useSlideChecks(t);
  const [previewed, setPreviewed] = useState<Slide | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const slides = slideshow?.slides ?? [];
  const active = slides.filter(isActive).length;

  return (
    <Box>
      <Typography variant="h2" sx={{ mb: 2 }}>
        {t('screen.slides')}
      </Typography>
      <AddSlideForm
        checks={checks}
        onAdd={(image, alt) => {
          editor.add({ id: editor.newId('slide', alt), image, alt, active: true });
          setSaved(null);
        }}
      />
      <Paper sx={{ mt: 3, p: 2 }}>
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 2,
            flexWrap: 'wrap',
            mb: 2,
          }}
        >
          <Typography role="status">{t('slides.count', { active, total: slides.length })}</Typography>
          <Button variant="contained" onClick={() => setSaved(t('slides.saved', { active }))}>
            {t('slides.save')}
          </Button>
        </Box>
        {saved && (
          <Alert severity="success" sx={{ mb: 2 }} onClose={() => setSaved(null)}>
            {saved}
          </Alert>
        )}
        {slides.length === 0 ? (
          <Typography sx={{ py: 2 }}>{t('slides.empty')}</Typography>
        ) : (
          <Box
            component="ul"
            aria-label={t('slides.list')}
            sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}
          >
            {slides.map((slide, position) => (
              <SlideRow
                key={slide.id}
                place={place}
                slide={slide}
                number={position + 1}
                last={position === slides.length - 1}
                onActive={(value) => editor.setActive(slide.id, value)}
                onMove={(step) => editor.move(slide.id, step)}
                onPreview={() => setPreviewed(slide)}
                onDelete={() => editor.remove(slide.id)}
              />
            ))}
          </Box>
        )}
      </Paper>
      <Dialog
        open={previewed !== null}
        onClose={() => setPreviewed(null)}
        maxWidth="md"
        fullWidth
        aria-labelledby="slide-preview-title"
      >
        <DialogTitle id="slide-preview-title">{t('slides.previewTitle')}</DialogTitle>
        <DialogContent>
          {previewed && <SlidePreview slide={previewed} label={t('slides.previewTitle')} />}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setPreviewed(null)}>{t('slides.close')}</Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}

/** A slide's inputs, as its schema gives them: the picture, its alt text and the caption, each text in both languages. */
const slideFields = (t: AdminText): PropertyField[] => [
  { name: 'image', label: t('slides.image') },
  { name: 'alt', label: t('slides.alt') },
  { name: 'title', label: t('slides.title') },
  { name: 'subtitle', label: t('slides.subtitle') },
];

function SlideRow({
  place,
  slide,
  number,
  last,
  onActive,
  onMove,
  onPreview,
  onDelete,
}: {
  place: ListItemFormPlace<Slide>;
  slide: Slide;
  number: number;
  last: boolean;
  onActive: (active: boolean) => void;
  onMove: (step: -1 | 1) => void;
  onPreview: () => void;
  onDelete: () => void;
}) {
  const t = useAdminText();
  const form = useListItemForm(place, slide);
  const fields = useMemo(() => slideFields(t), [t]);
  const name = localize(slide.alt, 'en');
  return (
    <Box
      component="li"
      aria-label={t('slides.item', { number })}
      sx={{
        display: 'grid',
        gap: 1.5,
        alignItems: 'start',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) auto' },
        p: 1.5,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        opacity: isActive(slide) ? 1 : 0.7,
      }}
    >
      <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
        <PropertyFields
          store={form.store}
          node={place.itemSchema}
          fields={fields}
          onFieldBlur={form.onFieldBlur}
        />
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap' }}>
        <Switch
          checked={isActive(slide)}
          onChange={(event) => onActive(event.target.checked)}
          slotProps={{ input: { 'aria-label': t('slides.activeNamed', { name }) } }}
        />
        <IconButton
          aria-label={t('slides.moveUpNamed', { name })}
          disabled={number === 1}
          onClick={() => onMove(-1)}
        >
          <ArrowUpwardIcon />
        </IconButton>
        <IconButton
          aria-label={t('slides.moveDownNamed', { name })}
          disabled={last}
          onClick={() => onMove(1)}
        >
          <ArrowDownwardIcon />
        </IconButton>
        <IconButton aria-label={t('slides.previewNamed', { name })} onClick={onPreview}>
          <VisibilityIcon />
        </IconButton>
        <IconButton aria-label={t('slides.deleteNamed', { name })} onClick={onDelete}>
          <DeleteIcon />
        </IconButton>
      </Box>
    </Box>
  );
}

function AddSlideForm({
  checks,
  onAdd,
}: {
  checks: ReturnType<typeof useSlideChecks>;
  onAdd: (image: string, alt: string) => void;
}) {
  const t = useAdminText();
  const [image, setImage] = useState('');
  const [alt, setAlt] = useState('');
  const images = useMemo(() => siteImageAddresses(), []);
  const [uploadProblem, setUploadProblem] = useState<string | null>(null);
  // A picture from the device: kept in this tab under the address it takes once committed, and exported with the content.
  const upload = async (file: File) => {
    if (!isSessionImageType(file.type)) return setUploadProblem(t('slides.uploadType'));
    if (file.size > MAX_UPLOAD_BYTES) return setUploadProblem(t('slides.uploadSize'));
    setUploadProblem(null);
    setImage(addSessionImage(new Uint8Array(await file.arrayBuffer()), file.type, file.name));
  };
  const picker = useFilePicker(
    'image/jpeg,image/png,image/webp,image/avif',
    t('slides.upload'),
    (file) => void upload(file),
  );
  const imageMessage = image.trim() === '' ? null : checks.image(image);
  const blocked =
    image.trim() === '' || alt.trim() === ''
      ? t('slides.needImageAndAlt')
      : (imageMessage ?? checks.alt(alt));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (blocked) return;
    onAdd(image.trim(), alt.trim());
    setImage('');
    setAlt('');
  };
  return (
    <Paper component="form" noValidate onSubmit={submit} aria-labelledby="add-slide-heading" sx={{ p: 2 }}>
      <Typography id="add-slide-heading" variant="h3" component="h3" sx={{ fontSize: '1.15rem', mb: 2 }}>
        {t('slides.addHeading')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <TextField
          label={t('slides.image')}
          value={image}
          onChange={(event) => setImage(event.target.value)}
          required
          error={imageMessage !== null}
          helperText={imageMessage ?? t('slides.imageHelp')}
        />
        <TextField
          label={t('slides.alt')}
          value={alt}
          onChange={(event) => setAlt(event.target.value)}
          required
        />
        <TextField
          select
          label={t('slides.pick')}
          value={images.includes(image) ? image : ''}
          onChange={(event) => setImage(event.target.value)}
        >
          {images.map((address) => (
            <MenuItem key={address} value={address}>
              {address}
            </MenuItem>
          ))}
        </TextField>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Button variant="outlined" startIcon={<UploadIcon />} onClick={picker.open}>
            {t('slides.upload')}
          </Button>
          {picker.input}
          {uploadProblem && <Typography sx={{ color: 'error.main' }}>{uploadProblem}</Typography>}
        </Box>
        {image && imageMessage === null && (
          <Box
            component="img"
            src={shownImage(image)}
            alt={t('slides.chosenImage')}
            sx={{ maxWidth: 240, borderRadius: 1 }}
          />
        )}
      </Box>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mt: 2, flexWrap: 'wrap' }}>
        <Button
          type="submit"
          variant="contained"
          startIcon={<AddIcon />}
          disabled={blocked !== null}
          aria-describedby="add-slide-reason"
        >
          {t('slides.add')}
        </Button>
        <Typography id="add-slide-reason" sx={{ color: 'text.secondary' }}>
          {blocked ?? ''}
        </Typography>
      </Box>
    </Paper>
  );
}
