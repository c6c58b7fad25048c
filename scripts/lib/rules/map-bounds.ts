import type { ContentError } from '../content-validator';
import { containsPoint } from '../../../src/blocks/map/openStreetMap';
import type { MapContent } from '../../../src/content/types.generated';
import type { ContentRule } from './types';
import { walkObjects } from './types';

/** A map block's area is not empty or inverted, and its marker lies inside it. */
export const mapShowsItsMarker: ContentRule = (context) => {
  const errors: ContentError[] = [];
  for (const document of context.documents) {
    if (!document.valid) continue;
    walkObjects(document.data, (object, pointer) => {
      if (object.type !== 'map' || !object.content || typeof object.content !== 'object') return;
      const { bounds, marker } = object.content as MapContent;
      const at = `${pointer}/content`;
      const report = (where: string, message: string, value: unknown) =>
        errors.push({ file: document.file, pointer: `${at}/${where}`, message, value });
      if (bounds.west >= bounds.east)
        report('bounds/west', `must be less than east (${bounds.east})`, bounds.west);
      if (bounds.south >= bounds.north)
        report('bounds/south', `must be less than north (${bounds.north})`, bounds.south);
      if (!containsPoint(bounds, marker))
        report('marker', 'must lie inside bounds, or the map would not show it', marker);
    });
  }
  return errors;
};
