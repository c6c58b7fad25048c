import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { islandLinkOf } from '../../src/ui/islands/island-link';
import { islandTextOf } from '../../src/ui/islands/island-text';
import DesktopMenuIsland from '../../src/site/frame/DesktopMenu.island';

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

  it('the desktop menu renders them: a new-tab note on web addresses, lang on untranslated text', () => {
    const html = renderToString(
      <DesktopMenuIsland
        moreLabel="Zaidi"
        newTabNote="(inafunguka kichupo kipya)"
        entries={[
          {
            id: 'life',
            label: { text: 'Maisha' },
            active: true,
            children: [
              {
                id: 'library',
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
        ]}
      />,
    );
    expect(html).toContain('<li class="entry entry-0 is-active has-dropdown" data-entry="life">');
    expect(html).toContain(
      '<a href="/sw/life/library" aria-current="page"><span lang="en">Library</span></a>',
    );
    expect(html).toContain(
      '<a href="https://portal.example" target="_blank" rel="noopener noreferrer" class="menu-top"><span lang="en">Portal</span><span class="new-tab-note"> <!-- -->(inafunguka kichupo kipya)</span></a>',
    );
    expect(html).toContain('aria-controls="menu-more"');
  });
});
