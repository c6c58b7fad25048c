/**
 * Starts the service worker once the page has loaded and the browser is idle, so it never competes
 * with the first view; or, when the site's settings turn offline reading off, removes a worker
 * registered before and what it kept. Part of every page's first view: keep it this small.
 */
import { afterLoad } from '../ui/islands/after-load';
import { isAdminAddress } from '../content/site-path';
import {
  CACHE_PREFIX,
  RETIRE_MESSAGE,
  SAVE_PAGE_MESSAGE,
  WORKER_ADDRESS,
  type SavePageMessage,
} from './addresses';

export function startOfflineWorker(enabled: boolean): void {
  if (!('serviceWorker' in navigator)) return;
  if (!enabled) {
    void removeOfflineWorker();
    return;
  }
  // The admin is no place for offline reading: it edits what is live.
  if (isAdminAddress(location.pathname)) return;
  afterLoadWhenIdle(() => {
    registerOfflineWorker().catch((error: unknown) => console.warn('Offline reading is unavailable:', error));
  });
}

function afterLoadWhenIdle(start: () => void): void {
  const whenIdle = () =>
    'requestIdleCallback' in window ? requestIdleCallback(start, { timeout: 5000 }) : setTimeout(start, 1);
  afterLoad(whenIdle);
}

async function registerOfflineWorker(): Promise<void> {
  // A page the worker did not serve (the first visit) hands it its address and what it loaded.
  const servedByWorker = navigator.serviceWorker.controller !== null;
  await navigator.serviceWorker.register(WORKER_ADDRESS);
  if (servedByWorker) return;
  const { active } = await navigator.serviceWorker.ready;
  const message: SavePageMessage = {
    type: SAVE_PAGE_MESSAGE,
    page: location.href,
    resources: performance.getEntriesByType('resource').map((entry) => entry.name),
  };
  active?.postMessage(message);
}

/**
 * Unregisters the worker and deletes what it kept. The worker serving this page goes on serving it
 * until it is closed, so it is told to keep nothing more; the caches are deleted on every page while
 * the setting is off, in case a worker kept something after all.
 */
async function removeOfflineWorker(): Promise<void> {
  navigator.serviceWorker.controller?.postMessage({ type: RETIRE_MESSAGE });
  const registrations = await navigator.serviceWorker.getRegistrations();
  await Promise.all(registrations.map((registration) => registration.unregister()));
  const names = await caches.keys();
  await Promise.all(names.filter((name) => name.startsWith(CACHE_PREFIX)).map((name) => caches.delete(name)));
}
