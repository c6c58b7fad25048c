import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formatContentError, validateContent } from '../../scripts/lib/content-validator';
import { telephoneHref } from '../../src/blocks/contact-details/ContactDetailsBlock';
import { embedMapUrl } from '../../src/blocks/map/openStreetMap';
import { containsPoint } from '../../src/content/map-area';
import { copyProject, editJson } from './support/project-copy';

const CONTACTS = 'content/pages/contacts.json';

interface MapComponent {
  type: string;
  content: {
    marker: { latitude: number; longitude: number };
    bounds: { west: number; south: number; east: number; north: number };
  };
}

let project: ReturnType<typeof copyProject>;
beforeEach(() => {
  project = copyProject();
});
afterEach(() => project.remove());

function editMap(change: (map: MapComponent['content']) => void): string {
  let pointer = '';
  editJson<{ components: MapComponent[] }>(project.root, CONTACTS, (page) => {
    const index = page.components.findIndex((component) => component.type === 'map');
    pointer = `/components/${index}/content`;
    change(page.components[index]!.content);
  });
  return pointer;
}

function problems(): string[] {
  return validateContent({ projectRoot: project.root }).errors.map(formatContentError);
}

describe('the map rule', () => {
  it('reports a marker outside the area the map shows', () => {
    const at = editMap((map) => {
      map.marker.latitude = map.bounds.north + 0.5;
    });
    expect(problems()).toEqual([
      expect.stringMatching(
        new RegExp(`^${CONTACTS} ${at}/marker: must lie inside bounds, or the map would not show it`),
      ),
    ]);
  });

  it('reports an inverted area', () => {
    const at = editMap((map) => {
      [map.bounds.west, map.bounds.east] = [map.bounds.east, map.bounds.west];
    });
    const reported = problems();
    expect(reported[0]).toMatch(new RegExp(`^${CONTACTS} ${at}/bounds/west: must be less than east`));
  });
});

describe('map addresses', () => {
  const bounds = { west: 35.73, south: -6.18, east: 35.75, north: -6.16 };

  it('embeds OpenStreetMap with the area and the marker', () => {
    const url = new URL(embedMapUrl(bounds, { latitude: -6.17, longitude: 35.74 }));
    expect(url.origin).toBe('https://www.openstreetmap.org');
    expect(url.pathname).toBe('/export/embed.html');
    expect(url.searchParams.get('bbox')).toBe('35.73,-6.18,35.75,-6.16');
    expect(url.searchParams.get('marker')).toBe('-6.17,35.74');
  });

  it('counts the edges of an area as inside it', () => {
    expect(containsPoint(bounds, { latitude: -6.16, longitude: 35.75 })).toBe(true);
    expect(containsPoint(bounds, { latitude: -6.15, longitude: 35.74 })).toBe(false);
  });
});

describe('telephoneHref', () => {
  it('keeps only the plus sign and the digits', () => {
    expect(telephoneHref('+255 700 (000) 001')).toBe('tel:+255700000001');
  });
});
