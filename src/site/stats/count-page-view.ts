/**
 * Records the view of a page of islands (spec §7) as the page starts, with no React: the Visitors
 * panel's counts are an island that waits until it comes near the screen, and most visitors never
 * scroll that far. The panel's prerendered props say where to send it and under which address; the
 * tracker that sends it is the one the panel shows its counts from, so the view is recorded once
 * whichever starts first.
 */
import { afterLoad, nextTask } from '../../ui/islands/after-load';
import { ISLAND_ATTRIBUTE } from '../../ui/islands/island-attributes';
import type { VisitorCountsProps } from './visitor-counts.behaviour';
import { visitorCountsIsland } from './visitor-counts-island';

/** Must run before the islands script takes the props out of the page. A page without the panel counts nothing. */
export function countPageView(): void {
  const props = document.querySelector(
    `[${ISLAND_ATTRIBUTE}="${visitorCountsIsland.name}"] > script[type="application/json"]`,
  );
  if (!props?.textContent) return;
  const { statistics, path } = JSON.parse(props.textContent) as VisitorCountsProps;
  // After the page's load, so that sending the view never lengthens the work of its first view.
  // Held for the page's whole life: its end is the tracker's (it says "leaving" on pagehide).
  afterLoad(() =>
    import('./tracker')
      // Its own task too: the module's arrival may coincide with an island's start.
      .then(async ({ acquireTracker }) => {
        await nextTask();
        // The tracker reads the visit's id from session storage, which the page's first use of it
        // waits on the browser for; the view's request goes in the task after, so the two never
        // add up to one long task on a phone.
        const tracker = acquireTracker(statistics);
        await nextTask();
        tracker.trackPage(path);
      })
      .catch((error: unknown) => console.warn('The visit could not be counted:', error)),
  );
}
