/**
 * The script of a page prerendered as islands: the page is finished HTML that reads and works without
 * it; each interactive part (an island) is adopted by a React root of its own when it is due, with
 * the same id prefix its render had on the server, or, for a behaviour island, by its plain code.
 * Nothing else of the page is hydrated, and React itself is fetched only when the first component
 * island is due.
 */
import type { ComponentType } from 'react';
import { splitSitePath } from './content/site-path';
import type { Language } from './content/localize';
import { OFFLINE_OFF_ATTRIBUTE } from './offline/addresses';
import { ISLANDS } from './site/islands/island-list';
import { startPageServices } from './site/page-services';
import { countPageView } from './site/stats/count-page-view';
import { prefetchPagesWithoutSpeculationRules } from './site/prefetch-fallback';
import type { BehaviourIslandDefinition, Hydration, ListedIsland } from './ui/islands/define-island';
import {
  ADOPTED_ATTRIBUTE,
  HYDRATION_ATTRIBUTE,
  ID_PREFIX_ATTRIBUTE,
  ISLAND_ATTRIBUTE,
} from './ui/islands/island-attributes';
import { afterLoad, nextTask } from './ui/islands/after-load';
import { loadPage } from './ui/islands/navigation';
import { tapsBeforeAdoption } from './ui/islands/taps-before-adoption';
import type { adoptIsland } from './ui/islands/adopt';

// A task of its own: reading the stored language (a cookie, local storage) waits on the browser.
void nextTask().then(() =>
  startPageServices(
    {
      language: document.documentElement.lang as Language,
      path: splitSitePath(window.location.pathname).path,
      offlineEnabled: document.documentElement.getAttribute(OFFLINE_OFF_ATTRIBUTE) !== 'off',
    },
    loadPage,
  ),
);
prefetchPagesWithoutSpeculationRules();
// Before the loop below takes the islands' props out of the page: the count reads the panel's.
countPageView();

const byName = new Map(ISLANDS.map((island) => [island.name, island]));
for (const island of ISLANDS) island.beforeAdopted?.();

let react: Promise<{ adoptIsland: typeof adoptIsland }> | undefined;

/** What counts as a first interaction with an island; declared before the loop below uses it. */
const INTERACTION = ['pointerover', 'pointerdown', 'focusin', 'keydown', 'input', 'change'] as const;

for (const host of document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)) {
  const island = byName.get(host.getAttribute(ISLAND_ATTRIBUTE) ?? '');
  if (!island) continue;
  // The props the page carries, where any are left once those in the markup are taken out.
  const propsScript = host.firstElementChild;
  const carriesProps = propsScript instanceof HTMLScriptElement && propsScript.type === 'application/json';
  const props = carriesProps ? (JSON.parse(propsScript.textContent || '{}') as object) : {};
  // The root adopts exactly the island's own markup.
  if (carriesProps) propsScript.remove();
  const taps = tapsBeforeAdoption(host);
  whenDue(host, (host.getAttribute(HYDRATION_ATTRIBUTE) ?? 'load') as Hydration, () => {
    adopt(island, host, props)
      .then(() => {
        host.setAttribute(ADOPTED_ATTRIBUTE, '');
        taps.replay();
      })
      .catch((error: unknown) =>
        console.error(`The ${island.name} part of the page failed to start:`, error),
      );
  });
}

async function adopt(island: ListedIsland, host: HTMLElement, props: object): Promise<void> {
  // A behaviour island adopts its markup with plain DOM code: no React is fetched for it.
  // Each island starts in a task of its own, so the islands due together never make one long task.
  if (island.kind === 'behaviour') {
    const behaviour = await (island as BehaviourIslandDefinition<object>).load();
    await nextTask();
    behaviour(host, props);
    return;
  }
  react ??= import('./ui/islands/adopt');
  const [{ adoptIsland }, component] = await Promise.all([react, island.load()]);
  await nextTask();
  await adoptIsland(
    host,
    component as ComponentType<object>,
    // What the page left out of the JSON, read from the markup before the island adopts it.
    { ...props, ...island.propsFromMarkup(host) },
    host.getAttribute(ID_PREFIX_ATTRIBUTE) ?? '',
  );
}

function whenDue(host: HTMLElement, hydration: Hydration, start: () => void): void {
  // An island the visitor is already using (its box has focus) is due at once. Each starts in a task of
  // its own, not in the one that runs this script: fetching an island's code costs the page's thread time too.
  if (hydration === 'load' || host.contains(document.activeElement) || changedByVisitor(host)) {
    void nextTask().then(start);
    return;
  }
  const once = oneStart(start);
  // An island is due at the first interaction with it, whatever else it waits for.
  onFirst(host, INTERACTION, once);
  if (hydration === 'idle') afterLoad(() => atFirstActivity(once));
  if (hydration === 'visible') {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        once();
      },
      { rootMargin: '200px' },
    );
    // A host is display: contents and has no box of its own; its children do.
    for (const child of host.children) observer.observe(child);
  }
}

/** Whether a field of the island was changed before its script ran (a choice made while it loaded). */
function changedByVisitor(host: HTMLElement): boolean {
  return [...host.querySelectorAll<HTMLInputElement | HTMLSelectElement>('input, select')].some((field) =>
    field instanceof HTMLSelectElement
      ? [...field.options].some((option) => option.selected !== option.defaultSelected)
      : field.type === 'checkbox' || field.type === 'radio'
        ? field.checked !== field.defaultChecked
        : field.value !== field.defaultValue,
  );
}

function oneStart(start: () => void): () => void {
  let started = false;
  return () => {
    if (started) return;
    started = true;
    start();
  };
}

/** The visitor's first sign of life on the page; no timer is involved, so a test clock holds none of this. */
function atFirstActivity(start: () => void): void {
  onFirst(
    window,
    ['pointermove', 'pointerdown', 'keydown', 'scroll', 'wheel', 'touchstart', 'focusin'],
    start,
    // A dialog the page opens by itself (the admissions pop-up, on its timer) takes focus with it:
    // not the visitor's doing. A dialog the visitor opens follows a tap or a key, which count.
    (event) => !(event.type === 'focusin' && (event.target as Element | null)?.closest?.('dialog[open]')),
  );
}

function onFirst(
  target: EventTarget,
  types: readonly string[],
  run: () => void,
  counts: (event: Event) => boolean = () => true,
): void {
  const first = (event: Event) => {
    if (!counts(event)) return;
    for (const type of types) target.removeEventListener(type, first, true);
    run();
  };
  for (const type of types) target.addEventListener(type, first, { capture: true, passive: true });
}
