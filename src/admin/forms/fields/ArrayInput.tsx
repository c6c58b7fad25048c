import { useState, useSyncExternalStore } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import { firstFreeName } from '../../../content/slug';
import { DeleteButton, MoveButtons } from '../../shared/ItemButtons';
import { useAdminText } from '../../text';
import { useForm, useShownProblem, type FieldProps } from '../form-context';
import { childPointer, moved } from '../form-store';
import { fieldSpec, initialValue } from '../field-spec';
import type { SchemaNode } from '../schema-set';
import { FieldGroup } from './FieldGroup';
import { ItemDisclosure } from './ItemDisclosure';
import { SchemaField } from './SchemaField';

/**
 * A list: each item's inputs, with move up, move down and remove (disabled at the ends and at the
 * schema's minimum), and Add (disabled at its maximum). It reads only the list's length, so typing
 * in an item re-renders that item alone.
 */
export function ArrayInput({
  pointer,
  label,
  description,
  item,
  itemLabel,
  minItems,
  maxItems,
}: FieldProps & { item: SchemaNode; itemLabel: string; minItems: number; maxItems: number }) {
  const t = useAdminText();
  const { store, schemas, onFieldBlur, foldItems = false } = useForm();
  // Items of several inputs fold where the form asks it; a list of single texts stays as it is.
  const folds = foldItems && ['object', 'choice'].includes(fieldSpec(schemas, item).kind);
  const length = useSyncExternalStore(store.subscribe, () => {
    const list = store.get(pointer);
    return Array.isArray(list) ? list.length : 0;
  });
  const problem = useShownProblem(store, pointer);
  // Moving or removing items gives the rest new places: their inputs start afresh there.
  const [generation, setGeneration] = useState(0);
  // An item just added opens, for its inputs to be filled.
  const [added, setAdded] = useState<number | null>(null);
  const list = () => {
    const current = store.get(pointer);
    return Array.isArray(current) ? [...(current as unknown[])] : [];
  };
  const change = (next: unknown[], addedAt: number | null = null) => {
    setAdded(addedAt);
    store.set(pointer, next);
    setGeneration((value) => value + 1);
    onFieldBlur(pointer);
  };
  const move = (from: number, to: number) => change(moved(list(), from, to));

  return (
    <FieldGroup label={label} description={description} problem={problem} id={store.fieldId(pointer)}>
      {Array.from({ length }, (_, index) => {
        const name = `${itemLabel} ${index + 1}`;
        const at = childPointer(pointer, index);
        // Folded, the line it is folded under names the item: no frame naming it again inside.
        const field = <SchemaField node={item} pointer={at} label={name} required root={folds} />;
        return (
          <Box
            key={`${generation}-${index}`}
            sx={{
              display: 'flex',
              // On a phone the item's buttons sit above it, so its inputs keep the whole width.
              flexDirection: { xs: 'column-reverse', sm: 'row' },
              gap: { xs: 0.5, sm: 1 },
              alignItems: { xs: 'stretch', sm: 'flex-start' },
              borderLeft: 3,
              borderColor: 'divider',
              pl: { xs: 1, sm: 1.5 },
            }}
          >
            <Box sx={{ flex: 1, minWidth: 0 }}>
              {folds ? (
                <ItemDisclosure pointer={at} name={name} startOpen={index === added}>
                  {field}
                </ItemDisclosure>
              ) : (
                field
              )}
            </Box>
            <Box sx={{ display: 'flex', flexShrink: 0, alignSelf: { xs: 'flex-end', sm: 'flex-start' } }}>
              <MoveButtons
                size="small"
                labels={[t('forms.moveUp', { name }), t('forms.moveDown', { name })]}
                first={index === 0}
                last={index === length - 1}
                onMove={(step) => move(index, index + step)}
              />
              <DeleteButton
                size="small"
                label={t('forms.remove', { name })}
                disabled={length <= minItems}
                onClick={() => change(list().filter((_, at) => at !== index))}
              />
            </Box>
          </Box>
        );
      })}
      <Box>
        <Button
          startIcon={<AddIcon />}
          disabled={length >= maxItems}
          onClick={() => change([...list(), withFreeId(initialValue(schemas, item), list())], length)}
        >
          {t('forms.add', { name: itemLabel })}
        </Button>
      </Box>
    </FieldGroup>
  );
}

/**
 * A new item whose schema gives it an id gets one its list does not use yet (item-4), as the screens'
 * add forms make ids: the administrator never has to invent one.
 */
function withFreeId(fresh: unknown, siblings: readonly unknown[]): unknown {
  if (typeof fresh !== 'object' || fresh === null || (fresh as { id?: unknown }).id !== '') return fresh;
  const taken = new Set(siblings.map((sibling) => (sibling as { id?: unknown } | null)?.id));
  const id = firstFreeName(
    (n) => `item-${siblings.length + n}`,
    (name) => taken.has(name),
  );
  return { ...fresh, id };
}
