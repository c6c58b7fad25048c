/**
 * The script of a page prerendered as islands: the page is finished HTML that reads and works without
 * it; each interactive part (an island) is adopted by a React root of its own when it is due, with
 * the same id prefix its render had on the server. Nothing else of the page is hydrated.
 */
import { createElement, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { ISLANDS } from './site/islands/island-list';
import type { Hydration } from './ui/islands/define-island';
import { HYDRATION_ATTRIBUTE, ID_PREFIX_ATTRIBUTE, ISLAND_ATTRIBUTE } from './ui/islands/Island';

const byName = new Map(ISLANDS.map((island) => [island.name, island]));

for (const host of document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)) {
  const island = byName.get(host.getAttribute(ISLAND_ATTRIBUTE) ?? '');
  const propsScript = host.firstElementChild;
  if (!island || !(propsScript instanceof HTMLScriptElement)) continue;
  const props = JSON.parse(propsScript.textContent || '{}') as object;
  // The root adopts exactly the island's own markup.
  propsScript.remove();
  const adopt = () =>
    island.load().then((component) => {
      hydrateRoot(host, createElement(component as ComponentType<object>, props), {
        identifierPrefix: host.getAttribute(ID_PREFIX_ATTRIBUTE) ?? '',
      });
    });
  whenDue(host, (host.getAttribute(HYDRATION_ATTRIBUTE) ?? 'load') as Hydration, () => {
    adopt().catch((error: unknown) =>
      console.error(`The ${island.name} part of the page failed to start:`, error),
    );
  });
}

/**
 * Runs start when the island is due: at once (load); once the page has loaded and the browser has
 * had a turn (idle); when it comes near the screen (visible); or at the first pointer, key or focus
 * inside it (interaction), which its native controls answer meanwhile. No timer is involved, so a
 * test clock that holds timers holds none of this.
 */
function whenDue(host: HTMLElement, hydration: Hydration, start: () => void): void {
  if (hydration === 'load') return start();
  if (hydration === 'idle') return afterLoad(() => nextTask(start));
  if (hydration === 'visible' && 'IntersectionObserver' in window) {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        start();
      },
      { rootMargin: '200px' },
    );
    // A host is display: contents and has no box of its own; its children do.
    for (const child of host.children) observer.observe(child);
    return;
  }
  if (hydration === 'interaction') {
    const events = ['pointerover', 'pointerdown', 'focusin', 'keydown'] as const;
    const first = () => {
      for (const type of events) host.removeEventListener(type, first, true);
      start();
    };
    for (const type of events) host.addEventListener(type, first, { capture: true, passive: true });
    return;
  }
  start();
}

function afterLoad(run: () => void): void {
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
}

/** A task of its own without a timer's minimum delay: the browser paints and handles input first. */
function nextTask(run: () => void): void {
  const channel = new MessageChannel();
  channel.port1.onmessage = run;
  channel.port2.postMessage(null);
}
