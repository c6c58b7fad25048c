import type { Coordinates, MapBounds } from './types.generated';

/** Whether a point lies inside an area (edges included). */
export function containsPoint(bounds: MapBounds, point: Coordinates): boolean {
  return (
    point.longitude >= bounds.west &&
    point.longitude <= bounds.east &&
    point.latitude >= bounds.south &&
    point.latitude <= bounds.north
  );
}
