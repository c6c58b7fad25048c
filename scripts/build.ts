/**
 * `npm run build` (after `npm run validate`): the client bundle, the Node server and the SSR bundle,
 * then the site rendered from content/ (pages with their critical CSS, PDFs, search indexes, sitemap,
 * the content's hashed JSON files and manifest) and precompressed copies of text files, all into a
 * new release folder (build/releases/<id>/). dist/ is then switched to it at once and old releases
 * are pruned: a server serving during a build never sees a missing or half-written file.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { buildDir, contentDir, distDir, projectRoot } from './lib/paths';
import {
  adminAppFiles,
  adminShellDocument,
  adminShellFile,
  ISLANDS_MANIFEST,
  prepareTemplate,
  TEMPLATE_FILE,
} from '../src/server/releases/html-document';
import adminText from '../src/admin/text/en.json';
import adminKiswahili from '../src/admin/text/sw.json';
import { loginPageFacts } from '../src/admin/auth/login-page-facts';
import {
  LOGIN_SCRIPT_MANIFEST,
  LOGIN_SCRIPT_MODULE,
  loginScriptFiles,
  writeLoginPageFacts,
} from '../src/server/admin-auth/login-page-file';
import { precompress } from '../src/server/releases/precompress';
import { writeContentSecurity } from '../src/server/releases/content-security';
import { renderSite, type SsrEntry } from '../src/server/releases/render-site';
import { newReleaseFolder, pruneReleases, switchLiveRelease } from '../src/server/releases/release-folders';
import type { SiteSettings } from '../src/content/types.generated';
import { WORKER_ADDRESS } from '../src/offline/addresses';

const configFile = path.join(projectRoot, 'vite.config.ts');
const quiet = { logLevel: 'warn' as const };

async function main() {
  const started = performance.now();
  const releasesDir = path.join(buildDir, 'releases');
  const releaseDir = newReleaseFolder(releasesDir);

  await build({ configFile, ...quiet, build: { outDir: releaseDir, emptyOutDir: true } });
  // The script of pages prerendered as islands: a build of its own, so none of the app's chunks
  // (MUI, the router, the content store) is shared with it.
  await build({
    configFile,
    ...quiet,
    publicDir: false,
    build: {
      outDir: releaseDir,
      emptyOutDir: false,
      manifest: ISLANDS_MANIFEST,
      rolldownOptions: { input: 'src/entry-islands.ts' },
    },
  });
  await buildOfflineWorker(releaseDir);
  await buildLoginScript(releaseDir);
  await build({
    configFile,
    ...quiet,
    build: {
      ssr: 'src/entry-server.tsx',
      outDir: path.join(buildDir, 'ssr'),
      emptyOutDir: true,
      manifest: false,
    },
  });
  await build({
    configFile,
    ...quiet,
    build: {
      // The server, the worker it renders releases in after a publish, and the one it renders searches in.
      ssr: true,
      rolldownOptions: {
        input: {
          main: 'src/server/main.ts',
          'render-worker': 'src/server/releases/render-worker.ts',
          'search-page-worker': 'src/server/search-pages/search-page-worker.ts',
        },
      },
      outDir: path.join(buildDir, 'server'),
      emptyOutDir: true,
      manifest: false,
    },
  });

  // The home page takes index.html; the template stays beside it for renders without the bundler.
  fs.copyFileSync(path.join(releaseDir, 'index.html'), path.join(releaseDir, TEMPLATE_FILE));
  // The sign-in page is plain HTML with its own small script; renderSite writes it from these facts.
  writeLoginPageFacts(
    releaseDir,
    loginPageFacts(loginScriptFiles(releaseDir)[0]!, adminAppFiles(releaseDir)),
  );
  const entry = (await import(pathToFileURL(path.join(buildDir, 'ssr/entry-server.js')).href)) as SsrEntry;
  const { addresses, documents } = await renderSite({
    entry,
    contentDir,
    outDir: releaseDir,
    revision: 0,
    precompress: false,
  });

  // The admin's shell (every address under /admin but the sign-in page) fetches the admin's own
  // app, none of the public site's components.
  const template = prepareTemplate(releaseDir, (documents.site as SiteSettings).customization.fontFamily);
  for (const language of entry.LANGUAGES) {
    const words = language === 'sw' ? { ...adminText, ...adminKiswahili } : adminText;
    const file = path.join(releaseDir, adminShellFile(language));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(
      file,
      adminShellDocument(
        template.admin,
        {
          title: words['admin.title'],
          loading: words['layout.loading'],
          needsScripts: words['login.needsScripts'],
        },
        language,
      ),
    );
  }
  // The shell's loader is an inline script of its own: the server's policy must allow it too.
  writeContentSecurity(releaseDir);
  const { files } = precompress(releaseDir);
  switchLiveRelease(distDir, releaseDir, releasesDir);
  pruneReleases(releasesDir, distDir);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const pages = addresses.length - entry.LANGUAGES.length;
  // Read by `npm run bench`, which reports the build time of a build it did not run itself.
  fs.writeFileSync(
    path.join(buildDir, 'build-info.json'),
    JSON.stringify({ builtAt: new Date().toISOString(), seconds: Number(seconds), pages }) + '\n',
  );
  console.log(
    `Built ${pages / entry.LANGUAGES.length} pages in ${entry.LANGUAGES.length} languages (${pages} addresses) and the not-found pages in ${seconds} s (${files} files precompressed).`,
  );
}

/**
 * The sign-in page's script (src/admin/auth/login-form.ts), a build of its own like the islands
 * script: it shares no chunk with the app, so the page loads that one small file and nothing else.
 */
async function buildLoginScript(releaseDir: string): Promise<void> {
  await build({
    configFile: false,
    root: projectRoot,
    publicDir: false,
    ...quiet,
    build: {
      outDir: releaseDir,
      emptyOutDir: false,
      copyPublicDir: false,
      manifest: LOGIN_SCRIPT_MANIFEST,
      modulePreload: { polyfill: false },
      rolldownOptions: { input: LOGIN_SCRIPT_MODULE },
    },
  });
}

/**
 * The service worker (src/offline), Workbox included, bundled on its own into the release's root
 * (WORKER_ADDRESS), as a classic script every browser with service workers runs. It names the client
 * build by a hash of the build's manifest: a new build gives a new worker, which drops the cache of
 * the previous build's assets; a publish keeps the build, and so the worker, as it is.
 */
async function buildOfflineWorker(releaseDir: string): Promise<void> {
  const manifest = fs.readFileSync(path.join(releaseDir, '.vite/manifest.json'));
  const assetsBuild = createHash('sha256').update(manifest).digest('hex').slice(0, 12);
  await build({
    configFile: false,
    root: projectRoot,
    publicDir: false,
    ...quiet,
    define: {
      __OFFLINE_ASSETS_BUILD__: JSON.stringify(assetsBuild),
      // Workbox's logging is for development builds only.
      'process.env.NODE_ENV': JSON.stringify('production'),
    },
    build: {
      outDir: releaseDir,
      emptyOutDir: false,
      copyPublicDir: false,
      manifest: false,
      lib: {
        entry: path.join(projectRoot, 'src/offline/service-worker.ts'),
        formats: ['iife'],
        name: 'offlineWorker',
        fileName: () => WORKER_ADDRESS.slice(1),
      },
    },
  });
}

await main();
