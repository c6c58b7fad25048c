import { useCallback, useMemo, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { SlidePreview } from '../../blocks/slider/SliderBlock';
import { localize } from '../../content/localize';
import type { Slide, Slideshow } from '../../content/types.generated';
import { useStoredDocument } from '../model/AdminModel';
import type { ListItemFormPlace } from '../forms/list-item-form';
import { PropertyFields, type PropertyField } from '../forms/SchemaForm';
import { trimmedText } from '../forms/localized-value';
import { useListItemForm } from '../forms/useListItemForm';
import { useNewItemForm } from '../forms/useNewItemForm';
import { useListEditor } from '../shared/useListEditor';
import { useAdminText, type AdminText } from '../text';
import { slidesPlace } from './slides-place';

const isActive = (slide: Slide) => slide.active !== false;

/** The home slider's slides (content/slides.json): add, edit in place, show or hide, reorder, preview, delete. */
export function SlideshowScreen() {
  const t = useAdminText();
  const slideshow = useStoredDocument<Slideshow>('slides');
  const place = useMemo(() => slidesPlace(t), [t]);
  const editor = useListEditor(place);
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
        place={place}
        onAdd={(slide) => {
          editor.add(slide);
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

const NEW_SLIDE = { image: '', alt: '' };
const ADD_FORM_ID = 'add-slide-field';

/**
 * The form of a new slide, over the slide schema like the rows: the picture through the image widget
 * (chosen from the site's or uploaded from the device), its alt text in both languages. Add stays disabled while the
 * validation core finds a problem in the slide it would add (no picture or alt text, a picture the
 * site does not have).
 */
function AddSlideForm({ place, onAdd }: { place: ListItemFormPlace<Slide>; onAdd: (slide: Slide) => void }) {
  const t = useAdminText();
  const editor = useListEditor(place);
  const fields = useMemo(
    () => [
      { name: 'image', label: t('slides.image'), description: t('slides.imageHelp') },
      { name: 'alt', label: t('slides.alt') },
    ],
    [t],
  );
  /** The slide the form would add, new slides active (spec §2.14). */
  const complete = useCallback(
    (value: unknown): Slide => {
      const draft = value as Omit<Slide, 'id'>;
      const alt = trimmedText(draft.alt);
      return { id: editor.newId('slide', localize(alt, 'en')), image: draft.image.trim(), alt, active: true };
    },
    [editor],
  );
  const { store, problems, add, reset, onFieldBlur } = useNewItemForm(
    place,
    NEW_SLIDE,
    complete,
    ADD_FORM_ID,
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const slide = add();
    if (!slide) return;
    onAdd(slide);
    reset();
  };
  return (
    <Paper component="form" noValidate onSubmit={submit} aria-labelledby="add-slide-heading" sx={{ p: 2 }}>
      <Typography id="add-slide-heading" variant="h3" component="h3" sx={{ fontSize: '1.15rem', mb: 2 }}>
        {t('slides.addHeading')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2 }}>
        <PropertyFields store={store} node={place.itemSchema} fields={fields} onFieldBlur={onFieldBlur} />
      </Box>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mt: 2, flexWrap: 'wrap' }}>
        <Button
          type="submit"
          variant="contained"
          startIcon={<AddIcon />}
          disabled={problems.length > 0}
          aria-describedby="add-slide-reason"
        >
          {t('slides.add')}
        </Button>
        <Typography id="add-slide-reason" sx={{ color: 'text.secondary' }}>
          {problems.length > 0 ? t('slides.needImageAndAlt') : ''}
        </Typography>
      </Box>
    </Paper>
  );
}
