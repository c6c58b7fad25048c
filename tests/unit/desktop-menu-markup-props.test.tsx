// @vitest-environment jsdom
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import DesktopMenuIsland, {
  propsInMarkup,
  type DesktopMenuEntry,
} from '../../src/site/frame/DesktopMenu.island';

const ENTRIES: DesktopMenuEntry[] = [
  { id: 'home', label: { text: 'Mwanzo' }, to: { href: '/sw/' }, current: false, active: false },
  {
    id: 'life',
    label: { text: 'Maisha' },
    active: true,
    children: [
      { id: 'life-0', label: { text: 'Maisha chuoni' }, to: { href: '/sw/life' }, current: false },
      {
        id: 'life-1',
        label: { text: 'Library', lang: 'en' },
        to: { href: '/sw/life/library' },
        current: true,
      },
    ],
  },
  {
    id: 'portal',
    label: { text: 'Portal', lang: 'en' },
    to: { href: 'https://portal.example', newTab: true },
    current: false,
    active: false,
  },
];

/** The island's markup as a page of islands carries it, in its host. */
function hostOf(entries: DesktopMenuEntry[]): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = renderToString(
    <DesktopMenuIsland entries={entries} moreLabel="Zaidi" newTabNote="(inafunguka kichupo kipya)" />,
  );
  return host;
}

describe("the desktop menu's entries, left out of its JSON", () => {
  it('are read back from its markup as they were given', () => {
    expect(propsInMarkup.keys).toEqual(['entries']);
    expect(propsInMarkup.read(hostOf(ENTRIES))).toEqual({ entries: ENTRIES });
  });

  it('render the same markup once read back, so the island adopts the page unchanged', () => {
    const host = hostOf(ENTRIES);
    expect(hostOf(propsInMarkup.read(host).entries).innerHTML).toBe(host.innerHTML);
  });
});
