import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app';
import { CONTENT_MANIFEST_ADDRESS } from '../../src/content/publishing';
import { contentFilesOf } from '../../src/server/releases/content-files';
import { LiveRelease } from '../../src/server/releases/live-release';
import { CONTENT_SECURITY_FILE } from '../../src/server/security-headers';
import {
  linkRelease,
  liveReleaseOf,
  newReleaseFolder,
  pruneReleases,
  switchLiveRelease,
} from '../../src/server/releases/release-folders';
import { request, writeSite } from './support/server-fixture';

const folders: string[] = [];
function temporaryFolder(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'releases-'));
  folders.push(folder);
  return folder;
}
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

/** A release whose every page names it, so an answer shows which release it came from. */
function writeRelease(releasesDir: string, name: string, extraPages: string[] = []): string {
  const dir = newReleaseFolder(releasesDir);
  const page = (title: string) =>
    `<!doctype html><html lang="en"><title>${title} ${name}</title><h1>${title}</h1><p>${'Release '.repeat(200)}${name}</p></html>`;
  writeSite(dir, {
    'index.html': page('Home'),
    'about/index.html': page('About'),
    '404.html': page('Not found'),
    'admin/index.html': page('Admin'),
    ...Object.fromEntries(extraPages.map((pagePath) => [`${pagePath}/index.html`, page(pagePath)])),
  });
  return dir;
}

describe('release folders', () => {
  it('switches the site folder from one release to another by a rename; a plain folder is moved aside first', () => {
    const root = temporaryFolder();
    const releasesDir = path.join(root, 'releases');
    const distDir = path.join(root, 'dist');
    writeSite(distDir, { 'index.html': '<p>before releases</p>' });
    const first = writeRelease(releasesDir, 'one');
    switchLiveRelease(distDir, first, releasesDir);
    expect(fs.lstatSync(distDir).isSymbolicLink()).toBe(true);
    expect(liveReleaseOf(distDir)).toBe(fs.realpathSync(first));
    // The link is relative, so the project folder may move.
    expect(path.isAbsolute(fs.readlinkSync(distDir))).toBe(false);
    const second = writeRelease(releasesDir, 'two');
    switchLiveRelease(distDir, second, releasesDir);
    expect(fs.readFileSync(path.join(distDir, 'index.html'), 'utf8')).toContain('Home two');
    expect(fs.readdirSync(releasesDir).some((name) => name.startsWith('0-before-releases'))).toBe(true);
  });

  it('never shows a reader a missing file while it switches', () => {
    const root = temporaryFolder();
    const releasesDir = path.join(root, 'releases');
    const distDir = path.join(root, 'dist');
    const releases = [writeRelease(releasesDir, 'one'), writeRelease(releasesDir, 'two')];
    switchLiveRelease(distDir, releases[0]!, releasesDir);
    for (let i = 0; i < 300; i++) {
      switchLiveRelease(distDir, releases[i % 2]!, releasesDir);
      expect(fs.readFileSync(path.join(distDir, 'about/index.html'), 'utf8')).toMatch(/About (one|two)/);
    }
  });

  it('prunes all but the newest releases, never the live one', () => {
    const root = temporaryFolder();
    const releasesDir = path.join(root, 'releases');
    const distDir = path.join(root, 'dist');
    const made = Array.from({ length: 6 }, (_, i) => writeRelease(releasesDir, `r${i}`));
    switchLiveRelease(distDir, made[0]!, releasesDir);
    const removed = pruneReleases(releasesDir, distDir, [], 3);
    expect(removed.sort()).toEqual([made[1], made[2]].sort());
    expect(fs.existsSync(made[0]!)).toBe(true);
    expect(fs.readdirSync(releasesDir)).toHaveLength(4);
  });

  it('links a release into a new one without copying, and a file written anew leaves the old release as it was', () => {
    const releasesDir = path.join(temporaryFolder(), 'releases');
    const from = writeRelease(releasesDir, 'one');
    const to = newReleaseFolder(releasesDir);
    linkRelease(from, to);
    const file = 'about/index.html';
    expect(fs.statSync(path.join(to, file)).ino).toBe(fs.statSync(path.join(from, file)).ino);
    fs.rmSync(path.join(to, file));
    fs.writeFileSync(path.join(to, file), 'new');
    expect(fs.readFileSync(path.join(from, file), 'utf8')).toContain('About one');
  });
});

describe('a server switching releases while it serves', () => {
  it('answers every request, each wholly from one release, and serves the new release after the switch', async () => {
    const releasesDir = path.join(temporaryFolder(), 'releases');
    const one = writeRelease(releasesDir, 'one');
    const two = writeRelease(releasesDir, 'two', ['/news']);
    const release = new LiveRelease(one);
    const app = await createApp({ distDir: one, release, logErrors: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    try {
      const targets = ['/', '/about', '/about/', '/no-such-page', '/admin/dashboard'];
      let stop = false;
      const answers: { status: number; text: string; target: string }[] = [];
      const client = async () => {
        for (let i = 0; !stop; i++) {
          const target = targets[i % targets.length]!;
          const answer = await request(port, target, {
            headers: { 'accept-encoding': i % 2 ? 'br' : 'gzip' },
          });
          const encoding = answer.headers['content-encoding'];
          const text =
            encoding === 'br'
              ? zlib.brotliDecompressSync(answer.body).toString()
              : encoding === 'gzip'
                ? zlib.gunzipSync(answer.body).toString()
                : answer.body.toString();
          answers.push({ status: answer.status, text, target });
        }
      };
      const clients = Array.from({ length: 6 }, client);
      // Switch back and forth until the clients have had 200 answers, however slow the machine.
      for (let i = 0; answers.length < 200; i++) {
        release.switchRelease(i % 2 ? one : two);
        await new Promise((resolve) => setImmediate(resolve));
      }
      release.switchRelease(two);
      stop = true;
      await Promise.all(clients);

      for (const answer of answers) {
        expect(answer.status, answer.target).toBe(answer.target === '/no-such-page' ? 404 : 200);
        // Each answer is one release's page, whole: never a mix, never a missing file.
        expect(answer.text).toMatch(/^<!doctype html>.*(one|two)<\/title>.*Release (one|two)<\/p><\/html>$/s);
        const [, title, body] = /(one|two)<\/title>.*Release (one|two)</s.exec(answer.text)!;
        expect(title).toBe(body);
      }
      // Both releases were served during the run.
      expect(new Set(answers.map((answer) => /(one|two)<\/title>/.exec(answer.text)?.[1]))).toEqual(
        new Set(['one', 'two']),
      );
      expect((await request(port, '/news')).status).toBe(200);
      expect((await request(port, '/about')).body.toString()).toContain('About two');
    } finally {
      await app.close();
    }
  });

  it("answers with the security policy of the release it serves: a published release's scripts and statistics origin", async () => {
    const releasesDir = path.join(temporaryFolder(), 'releases');
    const withPolicy = (name: string, scriptHash: string, statisticsOrigin: string) => {
      const dir = writeRelease(releasesDir, name);
      const { manifest, files } = contentFilesOf(
        { site: { statistics: { endpoint: `${statisticsOrigin}/visitor_stats.php`, allowedOrigins: [] } } },
        1,
      );
      writeSite(dir, {
        [CONTENT_SECURITY_FILE]: JSON.stringify({ scriptHashes: [scriptHash], frameOrigins: [] }),
        [CONTENT_MANIFEST_ADDRESS.slice(1)]: JSON.stringify(manifest),
        ...Object.fromEntries([...files].map(([address, text]) => [address.slice(1), text])),
      });
      return dir;
    };
    const one = withPolicy(
      'one',
      "'sha256-b25lb25lb25lb25lb25lb25lb25lb25lb25lb25lb25l'",
      'https://stats.one.example',
    );
    const two = withPolicy(
      'two',
      "'sha256-dHdvdHdvdHdvdHdvdHdvdHdvdHdvdHdvdHdvdHdvdHdv'",
      'https://stats.two.example',
    );
    const release = new LiveRelease(one);
    const app = await createApp({ distDir: one, release, logErrors: false });
    try {
      const policy = async () =>
        (await app.inject({ url: '/' })).headers['content-security-policy'] as string;
      expect(await policy()).toContain("script-src 'self' 'sha256-b25lb25l");
      expect(await policy()).toContain("connect-src 'self' https://stats.one.example");
      release.switchRelease(two);
      expect(await policy()).toContain("script-src 'self' 'sha256-dHdvdHdv");
      expect(await policy()).toContain("connect-src 'self' https://stats.two.example");
      expect(await policy()).not.toContain('one.example');
      expect(await policy()).toContain("frame-src 'none'");
    } finally {
      await app.close();
    }
  });
});
