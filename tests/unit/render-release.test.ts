/**
 * renderRelease() against the site as `npm run build` made it (dist/ and build/ssr/entry-server.js):
 * run `npm run build` first.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LiveRelease } from '../../src/server/releases/live-release';
import { linkRelease, newReleaseFolder, switchLiveRelease } from '../../src/server/releases/release-folders';
import { releaseRenderer, type RenderReleaseResult } from '../../src/server/releases/render-release';
import { readRenderRecord } from '../../src/server/releases/render-site';
import { projectRoot } from './support/project-copy';

const builtRelease = fs.realpathSync(path.join(projectRoot, 'dist'));
const ssrEntryFile = path.join(projectRoot, 'build/ssr/entry-server.js');

let root: string;
let distDir: string;
let contentDir: string;
let release: LiveRelease;
let renderRelease: ReturnType<typeof releaseRenderer>;

/** The content folder: a copy of the documents of content/, with its media linked. */
function copyContent(target: string) {
  fs.cpSync(path.join(projectRoot, 'content'), target, {
    recursive: true,
    filter: (source) => !source.includes(`${path.sep}media`),
  });
  fs.symlinkSync(path.join(projectRoot, 'content/media'), path.join(target, 'media'));
}

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'render-release-'));
  distDir = path.join(root, 'dist');
  const releasesDir = path.join(root, 'releases');
  const base = newReleaseFolder(releasesDir);
  linkRelease(builtRelease, base);
  switchLiveRelease(distDir, base, releasesDir);
  contentDir = path.join(root, 'content');
  copyContent(contentDir);
  release = new LiveRelease(distDir);
  renderRelease = releaseRenderer({ release, distDir, releasesDir, ssrEntryFile });
});

afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const file = (dir: string, address: string) => path.join(dir, address, 'index.html');

describe('renderRelease', () => {
  let first: RenderReleaseResult;

  it('renders the pages that read a named document byte for byte as the build did, and nothing else', async () => {
    const readersOfFees = Object.entries(readRenderRecord(builtRelease)!.reads)
      .filter(([, ids]) => ids.includes('pages/fees'))
      .map(([address]) => address);
    expect(readersOfFees).toEqual(expect.arrayContaining(['/fees', '/sw/fees']));
    expect(readersOfFees).not.toContain('/about');

    first = await renderRelease({ contentDir, changedIds: ['pages/fees'], revision: 1 });
    expect(first.rendered.sort()).toEqual(readersOfFees.sort());
    expect(first.madeFiles).toEqual([]);
    for (const address of first.rendered) {
      expect(fs.readFileSync(file(first.releaseDir, address), 'utf8'), address).toBe(
        fs.readFileSync(file(builtRelease, address), 'utf8'),
      );
    }
    expect(release.dir).toBe(fs.realpathSync(first.releaseDir));
    expect(fs.realpathSync(distDir)).toBe(fs.realpathSync(first.releaseDir));
    const manifest = JSON.parse(fs.readFileSync(path.join(distDir, 'content/manifest.json'), 'utf8'));
    expect(manifest.revision).toBe(1);
  });

  it("re-renders /fees and /sw/fees for an edit of the fees page's text, links /about unchanged, and serves the new page", async () => {
    const pageFile = path.join(contentDir, 'pages/fees.json');
    const page = JSON.parse(fs.readFileSync(pageFile, 'utf8'));
    page.components[0].content.text.en += ' Edited for the test.';
    fs.writeFileSync(pageFile, JSON.stringify(page));

    const result = await renderRelease({ contentDir, changedIds: ['pages/fees'], revision: 2 });
    expect(result.rendered).toEqual(expect.arrayContaining(['/fees', '/sw/fees']));
    expect(result.rendered).not.toContain('/about');
    expect(result.changed).toContain('pages/fees');
    expect(result.changed).not.toContain('page-index');
    expect(fs.readFileSync(file(distDir, 'fees'), 'utf8')).toContain('Edited for the test.');
    expect(fs.statSync(file(result.releaseDir, 'about')).ino).toBe(
      fs.statSync(file(first.releaseDir, 'about')).ino,
    );
    // The release it replaced is untouched: a request it is still answering reads the old page.
    expect(fs.readFileSync(file(first.releaseDir, 'fees'), 'utf8')).not.toContain('Edited for the test.');
    expect(result.ms).toBeGreaterThan(0);
  });

  it('leaves the live release serving when a render fails, and renders again after', async () => {
    const live = release.dir;
    const releases = fs.readdirSync(path.dirname(live)).sort();
    const footerFile = path.join(contentDir, 'footer.json');
    const footer = fs.readFileSync(footerFile, 'utf8');
    fs.writeFileSync(footerFile, '{ "not": ');
    await expect(renderRelease({ contentDir, changedIds: ['footer'], revision: 9 })).rejects.toThrow(
      /Rendering revision 9 failed: .*footer\.json is not JSON/s,
    );
    expect(release.dir).toBe(live);
    expect(fs.realpathSync(distDir)).toBe(live);
    expect(fs.readdirSync(path.dirname(live)).sort()).toEqual(releases);
    fs.writeFileSync(footerFile, footer);
  });

  it('re-renders every page in both languages for a change of the menu', async () => {
    const navigationFile = path.join(contentDir, 'navigation.json');
    const navigation = fs.readFileSync(navigationFile, 'utf8');
    expect(navigation).toContain('"en": "About Us"');
    fs.writeFileSync(
      navigationFile,
      navigation.replace('"en": "About Us"', '"en": "About the college and us"'),
    );
    const result = await renderRelease({ contentDir, changedIds: ['navigation'], revision: 3 });
    const addresses = Object.keys(readRenderRecord(result.releaseDir)!.reads);
    expect(result.rendered.sort()).toEqual(addresses.sort());
    expect(fs.readFileSync(file(distDir, 'search'), 'utf8')).toContain('About the college and us');
    expect(result.madeFiles).toEqual([]);
  }, 180_000);
});
