import { describe, expect, it } from 'vitest';
import { calibratedSlowdown } from '../../scripts/bench/cpu-calibration';
import { median } from '../../scripts/bench/measure';
import { parseOptions } from '../../scripts/bench/options';
import { formatTable } from '../../scripts/bench/table';

describe('bench options', () => {
  it('builds only when the build is missing, unless told otherwise', () => {
    expect(parseOptions([])).toMatchObject({ build: 'if-missing', lighthouse: { kind: 'default' } });
    expect(parseOptions(['--build'])).toMatchObject({ build: 'always' });
    expect(parseOptions(['--no-build'])).toMatchObject({ build: 'never' });
    expect(() => parseOptions(['--build', '--no-build'])).toThrow(/contradict/);
  });

  it('takes which pages Lighthouse audits', () => {
    expect(parseOptions(['--lighthouse=all'])).toMatchObject({ lighthouse: { kind: 'all' } });
    expect(parseOptions(['--lighthouse=none'])).toMatchObject({ lighthouse: { kind: 'none' } });
    expect(parseOptions(['--lighthouse=/gallery,/contacts'])).toMatchObject({
      lighthouse: { kind: 'routes', routes: ['/gallery', '/contacts'] },
    });
    expect(() => parseOptions(['--lighthouse=gallery'])).toThrow(/paths such as/);
  });

  it('refuses numbers out of range and unknown options', () => {
    expect(() => parseOptions(['--runs', '0'])).toThrow(/--runs/);
    expect(() => parseOptions(['--port', '70000'])).toThrow(/--port/);
    expect(() => parseOptions(['--cpu-slowdown=0.5'])).toThrow(/--cpu-slowdown/);
    expect(parseOptions(['--cpu-slowdown=4'])).toMatchObject({ cpuSlowdown: 4 });
    expect(() => parseOptions(['--fast'])).toThrow();
  });
});

describe('CPU slowdown calibration', () => {
  it("slows a host down to the phone's speed, never speeding it up nor going past Lighthouse's 4x", () => {
    expect(calibratedSlowdown(528)).toBe(2);
    expect(calibratedSlowdown(100)).toBe(1);
    expect(calibratedSlowdown(3000)).toBe(4);
  });
});

describe('median', () => {
  it('is the middle value, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });
});

describe('formatTable', () => {
  it('aligns text columns left and figures right under a rule', () => {
    const table = formatTable<[string, number]>(
      [
        { header: 'page', value: ([page]) => page, align: 'left' },
        { header: 'KB', value: ([, kb]) => kb.toFixed(1) },
      ],
      [
        ['/', 12.5],
        ['/gallery', 7],
      ],
    );
    expect(table.split('\n')).toEqual([
      'page        KB',
      '--------  ----',
      '/         12.5',
      '/gallery   7.0',
    ]);
  });
});
