/**
 * The visitor statistics client of spec §7 and §8, the one place that talks to the endpoint: records
 * each distinct page of a browser session once, keeps the session present with a heartbeat, says when
 * it leaves, and refreshes the counts while the tab is visible and something shows them. When the
 * endpoint fails, the counts come from local storage instead. Loaded on its own, so no page waits for it.
 */
import type { StatisticsSettings } from '../../content/types.generated';
import { fallbackCounts } from './fallback';
import { COUNT_NAMES, type VisitorCounts } from '../../content/statistics';

/** What the browser needs of the statistics settings (the rest is the server's). */
export type StatisticsClientSettings = Pick<StatisticsSettings, 'endpoint' | 'fallback'>;

export const REFRESH_INTERVAL_MS = 5_000;
export const HEARTBEAT_INTERVAL_MS = 60_000;
export const HEARTBEAT_REFERRER = 'heartbeat';
const SESSION_ID_KEY = 'visitorSessionId';
const TRACKED_PAGES_KEY = 'visitorTrackedPages';
const MAX_REFERRER_LENGTH = 2048;
const REQUEST_TIMEOUT_MS = 10_000;

export interface VisitorTracker {
  /** Shows the counts to a listener: while any listens, they are refreshed every 5 s. */
  subscribe(listener: () => void): () => void;
  counts(): VisitorCounts | null;
  /** Records a page of the session, unless this session has already recorded it. */
  trackPage(path: string): void;
  /** Gives the tracker up; the last user's release says the session left and stops every timer. */
  release(): void;
}

let shared: { tracker: VisitorTracker; users: number } | null = null;

/** The one tracker of this tab; every caller must release() it when done. */
export function acquireTracker(settings: StatisticsClientSettings): VisitorTracker {
  if (!shared) {
    const tracker = createTracker(settings, () => {
      shared = null;
    });
    shared = { tracker, users: 0 };
  }
  shared.users += 1;
  const entry = shared;
  let released = false;
  return {
    ...entry.tracker,
    release() {
      if (released) return;
      released = true;
      entry.users -= 1;
      if (entry.users === 0) entry.tracker.release();
    },
  };
}

function createTracker(settings: StatisticsClientSettings, onStopped: () => void): VisitorTracker {
  const endpoint = settings.endpoint;
  const sessionId = sessionIdOfThisTab();
  const listeners = new Set<() => void>();
  const pending = new Set<string>();
  let current: VisitorCounts | null = null;
  let currentPath = window.location.pathname;
  let present = true;
  let failing = false;

  const publish = (counts: VisitorCounts) => {
    current = counts;
    for (const listener of listeners) listener();
  };

  const succeed = (counts: VisitorCounts) => {
    failing = false;
    publish(counts);
  };

  // One warning per outage, not one every five seconds.
  const fallBack = (error: unknown) => {
    if (!failing) {
      console.warn(
        `Visitor statistics are unavailable (${describe(error)}); showing the counts kept in this browser.`,
      );
    }
    failing = true;
    publish(fallbackCounts(settings.fallback, storage('localStorage'), storage('sessionStorage')));
  };

  const call = async (init?: RequestInit): Promise<VisitorCounts> => {
    const response = await fetch(endpoint, {
      cache: 'no-store',
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      ...init,
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const body = (await response.json()) as { success?: unknown; data?: unknown };
    if (body.success !== true || !isCounts(body.data)) throw new Error('an answer of another shape');
    return body.data;
  };

  const post = (payload: Record<string, string>) =>
    call({ method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(payload) });

  const refresh = () => call().then(succeed, fallBack);

  const heartbeat = () =>
    post({ sessionId, pageUrl: currentPath, referrer: HEARTBEAT_REFERRER }).then(succeed, (error: unknown) =>
      console.warn(`The visitor statistics heartbeat failed (${describe(error)}).`),
    );

  const trackPage = (path: string) => {
    currentPath = path;
    if (pending.has(path) || trackedPages().includes(path)) return;
    pending.add(path);
    post({ sessionId, pageUrl: path, referrer: document.referrer.slice(0, MAX_REFERRER_LENGTH) })
      .then((counts) => {
        setTrackedPages([...trackedPages(), path]);
        succeed(counts);
        return refresh();
      }, fallBack)
      .finally(() => pending.delete(path));
  };

  /**
   * The heartbeat runs while the session is present in a visible tab. The 5-second refresh only
   * replaces counts on show, so it also waits for someone to show them: a visitor who never scrolls
   * to the Visitors panel pays for no polling.
   */
  const running = () => present && document.visibilityState !== 'hidden';
  const heartbeatWhile = repeatWhile(heartbeat, HEARTBEAT_INTERVAL_MS);
  const refreshWhile = repeatWhile(refresh, REFRESH_INTERVAL_MS);
  const updateTimers = () => {
    heartbeatWhile(running());
    refreshWhile(running() && listeners.size > 0);
  };

  const leave = () => {
    const wasPresent = present;
    present = false;
    updateTimers();
    if (!wasPresent) return;
    sendLeaving(endpoint, JSON.stringify({ sessionId, action: 'leaving' }));
    void refresh();
  };

  const onVisibilityChange = () => {
    if (document.visibilityState === 'hidden') return leave();
    // Back in view: present again (the heartbeat says so at once), and counting resumes.
    present = true;
    updateTimers();
    void heartbeat();
    if (listeners.size > 0) void refresh();
  };

  document.addEventListener('visibilitychange', onVisibilityChange);
  window.addEventListener('pagehide', leave);
  updateTimers();

  return {
    subscribe(listener) {
      listeners.add(listener);
      // The first to show the counts gets fresh ones, unless a recorded view is about to bring them.
      if (listeners.size === 1 && running() && pending.size === 0) void refresh();
      updateTimers();
      return () => {
        listeners.delete(listener);
        updateTimers();
      };
    },
    counts: () => current,
    trackPage,
    release() {
      document.removeEventListener('visibilitychange', onVisibilityChange);
      window.removeEventListener('pagehide', leave);
      leave();
      onStopped();
    },
  };
}

/** An interval switched on and off as its condition changes, never restarted while on (its rhythm is kept). */
function repeatWhile(run: () => void, intervalMs: number): (on: boolean) => void {
  let timer: ReturnType<typeof setInterval> | undefined;
  return (on) => {
    if (on && timer === undefined) timer = setInterval(run, intervalMs);
    if (!on && timer !== undefined) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

/**
 * "Leaving" must reach the server while the page goes away: a beacon first; when the browser will
 * not queue one, a keepalive request; when that fails too, a synchronous request.
 */
function sendLeaving(endpoint: string, body: string): void {
  try {
    if (navigator.sendBeacon?.(endpoint, new Blob([body], { type: 'application/json' }))) return;
  } catch {
    // Refused outright: try the next way.
  }
  try {
    void fetch(endpoint, {
      method: 'POST',
      keepalive: true,
      headers: { 'Content-Type': 'application/json' },
      body,
    }).catch(() => sendSynchronously(endpoint, body));
  } catch {
    sendSynchronously(endpoint, body);
  }
}

function sendSynchronously(endpoint: string, body: string): void {
  try {
    const request = new XMLHttpRequest();
    request.open('POST', endpoint, false);
    request.setRequestHeader('Content-Type', 'application/json');
    request.send(body);
  } catch (error) {
    console.warn(`Could not tell the visitor statistics that this visit ended (${describe(error)}).`);
  }
}

function isCounts(data: unknown): data is VisitorCounts {
  if (typeof data !== 'object' || data === null) return false;
  const fields = data as Record<string, unknown>;
  return COUNT_NAMES.every((name) => Number.isFinite(fields[name]));
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Storage, or a memory stand-in where the browser refuses it (private modes, blocked storage). */
const memoryStores = new Map<string, Storage>();
function storage(kind: 'localStorage' | 'sessionStorage'): Storage {
  try {
    const store = window[kind];
    store.getItem(SESSION_ID_KEY);
    return store;
  } catch {
    let memory = memoryStores.get(kind);
    if (!memory) {
      const values = new Map<string, string>();
      memory = {
        get length() {
          return values.size;
        },
        clear: () => values.clear(),
        getItem: (key) => values.get(key) ?? null,
        key: (index) => [...values.keys()][index] ?? null,
        removeItem: (key) => void values.delete(key),
        setItem: (key, value) => void values.set(key, String(value)),
      };
      memoryStores.set(kind, memory);
    }
    return memory;
  }
}

/** A random id for this browser session; crypto.getRandomValues works on plain http too. */
function sessionIdOfThisTab(): string {
  const session = storage('sessionStorage');
  const existing = session.getItem(SESSION_ID_KEY);
  if (existing && /^[A-Za-z0-9_-]{8,128}$/.test(existing)) return existing;
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const id = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  session.setItem(SESSION_ID_KEY, id);
  return id;
}

function trackedPages(): string[] {
  try {
    const pages = JSON.parse(storage('sessionStorage').getItem(TRACKED_PAGES_KEY) ?? '[]') as unknown;
    return Array.isArray(pages) ? pages.filter((page): page is string => typeof page === 'string') : [];
  } catch {
    return [];
  }
}

function setTrackedPages(pages: string[]): void {
  storage('sessionStorage').setItem(TRACKED_PAGES_KEY, JSON.stringify([...new Set(pages)]));
}
