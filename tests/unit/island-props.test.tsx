import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { LocalizedText } from '../../src/content/types.generated';
import { IslandLink, islandLinkOf } from '../../src/ui/islands/island-link';
import { ShownText, islandTextOf } from '../../src/ui/islands/island-text';

describe('what the shells hand their islands', () => {
  it('links the site’s pages in the page’s language, web addresses in a new tab, others as they are', () => {
    expect(islandLinkOf('/fees', 'sw')).toEqual({ href: '/sw/fees' });
    expect(islandLinkOf('/', 'sw')).toEqual({ href: '/sw/' });
    expect(islandLinkOf('/fees?tab=2#top', 'en')).toEqual({ href: '/fees?tab=2#top' });
    expect(islandLinkOf('/files/prospectus.pdf', 'sw')).toEqual({ href: '/files/prospectus.pdf' });
    expect(islandLinkOf('https://example.org/apply', 'sw')).toEqual({
      href: 'https://example.org/apply',
      newTab: true,
    });
    expect(islandLinkOf('mailto:info@college.example', 'sw')).toEqual({
      href: 'mailto:info@college.example',
    });
  });

  it('marks English shown for want of a Kiswahili text, and nothing else', () => {
    expect(islandTextOf({ en: 'Library', sw: 'Maktaba' }, 'sw')).toEqual({ text: 'Maktaba' });
    expect(islandTextOf({ en: 'Library' }, 'sw')).toEqual({ text: 'Library', lang: 'en' });
    expect(islandTextOf({ en: 'ICT', sw: null }, 'sw')).toEqual({ text: 'ICT' });
    expect(islandTextOf('Library', 'en')).toEqual({ text: 'Library' });
  });

  it('the menu’s links render them: a new-tab note on web addresses, lang on untranslated text', () => {
    const link = (url: string, label: LocalizedText) =>
      renderToString(
        <IslandLink to={islandLinkOf(url, 'sw')} newTabNote="(inafunguka kichupo kipya)">
          <ShownText text={islandTextOf(label, 'sw')} />
        </IslandLink>,
      );
    expect(link('/life/library', { en: 'Library' })).toBe(
      '<a href="/sw/life/library"><span lang="en">Library</span></a>',
    );
    expect(link('https://portal.example', { en: 'Portal', sw: 'Lango' })).toBe(
      '<a href="https://portal.example" target="_blank" rel="noopener noreferrer">Lango<span class="new-tab-note"> <!-- -->(inafunguka kichupo kipya)</span></a>',
    );
  });
});
