import type { ContentError } from './types';
import { containsPoint } from '../../content/map-area';
import type { MapContent } from '../../content/types.generated';
import type { ContentRule } from './types';
import { walkObjects } from './types';
import type { ProblemReason } from '../types';
import { because } from './reasons';

/** A map block's area is not empty or inverted, and its marker lies inside it. */
export const mapShowsItsMarker: ContentRule = (context) => {
  const errors: ContentError[] = [];
  for (const document of context.documents) {
    walkObjects(document.data, (object, pointer) => {
      if (object.type !== 'map' || !object.content || typeof object.content !== 'object') return;
      const { bounds, marker } = object.content as Partial<MapContent>;
      // Malformed coordinates are the schema's to report; this rule judges only well-formed ones.
      if (!hasNumbers(bounds, ['west', 'south', 'east', 'north'])) return;
      if (!hasNumbers(marker, ['latitude', 'longitude'])) return;
      const at = `${pointer}/content`;
      const report = (where: string, message: string, value: unknown, reason: ProblemReason) =>
        errors.push({ file: document.file, pointer: `${at}/${where}`, message, value, reason });
      if (bounds.west >= bounds.east)
        report(
          'bounds/west',
          `must be less than east (${bounds.east})`,
          bounds.west,
          because('map.westOfEast', { east: bounds.east }),
        );
      if (bounds.south >= bounds.north)
        report(
          'bounds/south',
          `must be less than north (${bounds.north})`,
          bounds.south,
          because('map.southOfNorth', { north: bounds.north }),
        );
      if (!containsPoint(bounds, marker))
        report(
          'marker',
          'must lie inside bounds, or the map would not show it',
          marker,
          because('map.markerInside'),
        );
    });
  }
  return errors;
};

function hasNumbers<K extends string>(value: unknown, keys: K[]): value is Record<K, number> {
  return (
    !!value &&
    typeof value === 'object' &&
    keys.every((key) => typeof (value as Record<string, unknown>)[key] === 'number')
  );
}
