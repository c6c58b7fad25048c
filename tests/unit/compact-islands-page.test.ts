import { describe, expect, it } from 'vitest';
import { compactIslandsPage } from '../../src/server/releases/compact-islands-page';

const STYLES =
  '<style data-prerendered-styles="0 1abc animation-9zz 2def">' +
  '.css-1abc{animation:animation-9zz 1s}.css-1abc .MuiSvgIcon-fontSizeSmall{width:1em}' +
  '@keyframes animation-9zz{to{opacity:0}}.css-2def:hover{color:red}</style>';

const ISLAND =
  '<div data-island="menu" data-hydrate="idle" data-id-prefix="i0-" style="display:contents">' +
  '<script type="application/json">{"className":"css-1abc"}</script>' +
  '<div class="MuiBox-root css-1abc"><!-- -->kept<div>inner</div></div></div>';

const PAGE =
  '<!--$--><div class="MuiPaper-root MuiPaper-rounded css-1abc">' +
  '<svg class="MuiSvgIcon-root MuiSvgIcon-fontSizeSmall css-2def" focusable="false"></svg>' +
  `<a class="MuiLink-root" href="/fees" data-discover="true">Fees<!-- --> (new)</a>${ISLAND}` +
  '</div><!--/$-->';

describe('a page of islands, compacted', () => {
  const { html, styleTags } = compactIslandsPage(PAGE, STYLES);

  it('names its styles shortly, the same in the rules and on the elements', () => {
    expect(styleTags).toBe(
      '<style data-prerendered-styles="">' +
        '.c1{animation:1s c2}.c1 .MuiSvgIcon-fontSizeSmall{width:1em}' +
        '@keyframes c2{to{opacity:0}}.c3:hover{color:red}</style>',
    );
    expect(html).toContain('<div class="c1">');
    expect(html).toContain('<svg class="MuiSvgIcon-fontSizeSmall c3">');
  });

  it("drops the marker classes no rule names, the comments, the route marks and old Internet Explorer's focusable outside islands", () => {
    expect(html).toContain('<a href="/fees">Fees (new)</a>');
    expect(html).not.toContain('focusable');
    expect(html).not.toContain('<!--$-->');
    expect(html).not.toContain('MuiPaper');
  });

  it("keeps an island's markup as its component rendered it, renamed as its props are", () => {
    expect(html).toContain(
      '<script type="application/json">{"className":"c1"}</script>' +
        '<div class="MuiBox-root c1"><!-- -->kept<div>inner</div></div></div>',
    );
  });

  it('gives no style a short name the page already uses', () => {
    const page = compactIslandsPage(
      '<i class="c0 css-1abc"></i>',
      '<style data-prerendered-styles="1abc">.css-1abc{color:red}</style>',
    );
    expect(page.html).toBe('<i class="c0 c1"></i>');
    expect(page.styleTags).toBe('<style data-prerendered-styles="">.c1{color:red}</style>');
  });

  it('leaves a page without a styles block as it is', () => {
    expect(compactIslandsPage(PAGE, '')).toEqual({ html: PAGE, styleTags: '' });
  });
});

describe('a page whose styles hold a dollar sign', () => {
  it('keeps the rule as written, not read as a replacement pattern', () => {
    const styles = `<style data-prerendered-styles="1abc">.css-1abc::before{content:"$& $' TSh"}</style>`;
    const { styleTags } = compactIslandsPage('<p class="css-1abc">x</p>', styles);
    expect(styleTags).toBe(`<style data-prerendered-styles="">.c0:before{content:"$& $' TSh"}</style>`);
  });
});

describe("a page's styles, minified", () => {
  const styled = (css: string) =>
    compactIslandsPage('<p class="css-1abc">x</p>', `<style data-prerendered-styles="1abc">${css}</style>`)
      .styleTags;

  it("shortens colours and numbers, merges a selector's rules and drops empty ones, for the browsers the scripts are built for", () => {
    expect(
      styled(
        '.css-1abc{color:rgb(0, 51, 121);padding:0px 12px}.css-1abc{margin:0}.empty{}' +
          '@media (min-width:600px){.css-1abc{opacity:0.50}}',
      ),
    ).toBe(
      '<style data-prerendered-styles="">.c0{color:#003379;margin:0;padding:0 12px}' +
        '@media (min-width:600px){.c0{opacity:.5}}</style>',
    );
  });

  it('keeps styles it cannot read, and any it would write as an end of the style element, as written', () => {
    const unreadable = '.css-1abc{color:red}}}{';
    expect(styled(unreadable)).toBe(`<style data-prerendered-styles="">.c0{color:red}}}{</style>`);
    const escapedEnd = '.css-1abc::after{content:"\\3c/style\\3e"}';
    expect(styled(escapedEnd)).toBe(
      `<style data-prerendered-styles="">${escapedEnd.replace('css-1abc', 'c0')}</style>`,
    );
  });
});
