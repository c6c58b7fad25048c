import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { BROWSER_UI_FEATURES_OFF } from '../../scripts/lib/chromium';

const DISABLE_FEATURES = '--disable-features=';

test('the test browser turns off what Playwright turns off, and builds no address-bar pop-up beside the page', async ({
  browser,
  page,
}) => {
  await page.goto('/about');
  const cdp = await browser.newBrowserCDPSession();
  const { processInfo } = await cdp.send('SystemInfo.getProcessInfo');
  const browserProcess = processInfo.find((info) => info.type === 'browser');
  expect(browserProcess, 'the browser process').toBeDefined();
  const commandLine = fs.readFileSync(`/proc/${browserProcess!.id}/cmdline`, 'utf8').split('\0');
  const featureLists = commandLine
    .filter((flag) => flag.startsWith(DISABLE_FEATURES))
    .map((flag) => flag.slice(DISABLE_FEATURES.length).split(','));
  // Chromium obeys only the last list: it must hold Playwright's own (the first) as well as ours.
  const obeyed = featureLists.at(-1) ?? [];
  for (const list of featureLists) expect(obeyed).toEqual(expect.arrayContaining(list));
  expect(obeyed).toEqual(expect.arrayContaining(BROWSER_UI_FEATURES_OFF));

  // Chromium builds the pop-ups with the window, before a page in it has loaded.
  const { targetInfos } = await cdp.send('Target.getTargets');
  expect(targetInfos.filter((target) => target.type === 'browser_ui').map((target) => target.url)).toEqual(
    [],
  );
});
