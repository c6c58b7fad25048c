/** Debian's Chromium, started with the flags this machine's closed network needs. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The browser's own pages that Chromium 156 (not 150) builds in the background for every window: the
 * address bar's pop-ups (chrome://omnibox-popup.top-chrome/), in a renderer of their own. A headless
 * browser never shows them, yet on a two-core machine they took 6–8 s of CPU in the first seconds,
 * which the page being tested or measured waited for.
 */
export const BROWSER_UI_FEATURES_OFF = ['PreloadTopChromeWebUI', 'WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/**
 * What Playwright 1.65 turns off (its `chromiumSwitches`). Chromium obeys only the last
 * `--disable-features` it is given, and Playwright puts ours after its own, so ours repeats its list;
 * `tests/e2e/browser-flags.spec.ts` fails when Playwright's list has a feature this one lacks.
 */
const PLAYWRIGHT_FEATURES_OFF = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

const DISABLE_FEATURES = '--disable-features=';

/** The flags with their `--disable-features` switches and `features` made one switch, last, as Chromium reads only the last. */
function withFeaturesOff(flags: readonly string[], features: readonly string[]): string[] {
  const listed = flags
    .filter((flag) => flag.startsWith(DISABLE_FEATURES))
    .flatMap((flag) => flag.slice(DISABLE_FEATURES.length).split(','));
  const off = [...new Set([...listed, ...features])].filter(Boolean);
  return [...flags.filter((flag) => !flag.startsWith(DISABLE_FEATURES)), DISABLE_FEATURES + off.join(',')];
}

const NETWORK_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The flags for a Chromium that Playwright starts (the tests, the bench's pages). */
export const chromiumFlags = withFeaturesOff(NETWORK_FLAGS, [
  ...PLAYWRIGHT_FEATURES_OFF,
  ...BROWSER_UI_FEATURES_OFF,
]);

/** The flags for a Chromium that chrome-launcher starts (Lighthouse), with the launcher's own `defaults`. */
export function chromeLauncherFlags(defaults: readonly string[]): string[] {
  return withFeaturesOff([...defaults, ...NETWORK_FLAGS, '--headless'], BROWSER_UI_FEATURES_OFF);
}
