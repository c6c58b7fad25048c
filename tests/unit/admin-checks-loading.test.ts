import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as core from '../../src/validation';
import { documentsSource } from '../../src/content/loaders';
import { ContentStore } from '../../src/content/store';
import type { NewsTicker } from '../../src/content/types.generated';
import { ContentChecks, type ValidationCore } from '../../src/admin/model/content-checks';
import { projectRoot } from './support/project-copy';

const ticker = JSON.parse(
  fs.readFileSync(path.join(projectRoot, 'content', 'ticker.json'), 'utf8'),
) as NewsTicker;

/** Checks whose validation core arrives only when the test hands it over. */
function checksWithHeldCore() {
  let handOver: (loaded: ValidationCore) => void = () => undefined;
  let fetches = 0;
  const fetchCore = () => {
    fetches++;
    return new Promise<ValidationCore>((resolve) => (handOver = resolve));
  };
  const store = new ContentStore(documentsSource({}), { ticker });
  const checks = new ContentChecks(fetchCore, store);
  return { checks, store, handOver: (loaded: ValidationCore) => handOver(loaded), fetches: () => fetches };
}

describe('the validation core, fetched in the background', () => {
  it('is not fetched until asked for, and once however often it is asked for', async () => {
    const { checks, handOver, fetches } = checksWithHeldCore();
    expect(fetches()).toBe(0);
    expect(checks.loaded).toBe(false);
    const first = checks.load();
    const second = checks.load();
    expect(first).toBe(second);
    expect(fetches()).toBe(1);
    handOver(core);
    await first;
    expect(checks.loaded).toBe(true);
  });

  it('reports nothing before it is in, then tells its listeners and reports what it finds', async () => {
    const { checks, store, handOver } = checksWithHeldCore();
    store.replace('ticker', { ...ticker, items: [{ ...ticker.items[0]!, url: 'javascript:alert(1)' }] });
    expect(checks.problems()).toEqual([]);
    expect(checks.localizedTexts()).toEqual([]);
    let told = 0;
    checks.subscribe(() => told++);
    const loading = checks.load();
    handOver(core);
    await loading;
    expect(told).toBeGreaterThan(0);
    expect(checks.problems().map((problem) => problem.file)).toContain('content/ticker.json');
    expect(checks.localizedTexts().length).toBeGreaterThan(0);
  });

  it('refuses to judge an edit before it is in, rather than let it through unchecked', () => {
    const { checks } = checksWithHeldCore();
    expect(() => checks.problemsBroughtBy({ ticker })).toThrow(/before it has loaded/);
  });
});
