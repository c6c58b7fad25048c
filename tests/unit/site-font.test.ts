import { describe, expect, it } from 'vitest';
import { siteFontLoader, takeFontFace } from '../../src/server/releases/site-font';

const INTER =
  '@font-face{font-family:Inter;font-style:normal;font-display:optional;font-weight:100 900;src:url(/assets/inter-1.woff2)format("woff2-variations")}';
const LATO =
  '@font-face{font-family:"Lato";font-display:optional;src:url(/assets/lato-2.woff2)format("woff2")}';

describe("the site's font on public pages", () => {
  it("takes the family's rule out of the stylesheet and leaves the others", () => {
    const { css, face } = takeFontFace(`${INTER}${LATO}`, 'Lato');
    expect(css).toBe(INTER);
    expect(face).toEqual({ rule: LATO, href: '/assets/lato-2.woff2' });
    expect(takeFontFace(INTER, 'Roboto')).toEqual({ css: INTER });
  });

  it('applies the rule where the browser has fetched the file before, and otherwise fetches it after the first paint', () => {
    const script = siteFontLoader({ rule: INTER, href: '/assets/inter-1.woff2' });
    expect(script).toMatch(
      /^<script>\(function\(h,k\)\{.*\}\)\("\/assets\/inter-1.woff2","site-font"\)<\/script>$/s,
    );
    expect(script).toContain('localStorage.getItem(k)==h');
    expect(script).toContain(JSON.stringify(INTER));
    expect(script).toContain('window.fetchSiteFont=function');
    expect(script).not.toContain('</style');
  });
});
