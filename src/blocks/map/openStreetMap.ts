import type { Coordinates, MapBounds } from '../../content/types.generated';

const OPEN_STREET_MAP = 'https://www.openstreetmap.org';

/** The address of OpenStreetMap's embeddable map of an area, with a marker. */
export function embedMapUrl(bounds: MapBounds, marker: Coordinates): string {
  const query = new URLSearchParams({
    bbox: [bounds.west, bounds.south, bounds.east, bounds.north].join(','),
    layer: 'mapnik',
    marker: `${marker.latitude},${marker.longitude}`,
  });
  return `${OPEN_STREET_MAP}/export/embed.html?${query.toString()}`;
}

/** The address of the full OpenStreetMap site centred on a marker. */
export function largerMapUrl(marker: Coordinates, zoom: number): string {
  const { latitude, longitude } = marker;
  return `${OPEN_STREET_MAP}/?mlat=${latitude}&mlon=${longitude}#map=${zoom}/${latitude}/${longitude}`;
}
