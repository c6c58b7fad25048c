/**
 * The search part of the bench: each language's index as served (raw and gzip) and the median time of
 * one query over the whole site in Chromium, with the site's own matching code (src/search/match.ts),
 * timed over 1,000 queries. `npm run bench` prints it as a table; `tsx scripts/bench/search.ts` runs
 * it alone against the last build.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import { build } from 'vite';
import { LANGUAGES, type Language } from '../../src/content/localize';
import type * as Matching from '../../src/search/match';
import { searchIndexAddress } from '../../src/search/records';
import { distDir, projectRoot } from '../lib/paths';
import { formatKB, gzipSize, median } from './measure';
import { runAlone } from './standalone';
import { formatTable, formatTargets, heading, type TargetResult } from './table';

/** What visitors type: single words, phrases, amounts, Kiswahili, a typo and a single letter. */
const QUERIES = [
  'fees',
  'clinical medicine',
  'hostel',
  'library opening hours',
  'ada ya masomo',
  'pharmacy',
  '1,400,000',
  'admission forms',
  'e',
  'graduation ceremony',
  'udahili',
  'qqxzv',
];
const TIMED_QUERIES = 1000;
const TARGET_MEDIAN_MS = 2;
const TARGET_GZIP_BYTES = 80 * 1024;

export interface SearchBench {
  language: Language;
  records: number;
  rawBytes: number;
  gzipBytes: number;
  medianMs: number;
  p95Ms: number;
}

/** src/search/match.ts bundled for the page, exposed as window.collegeSearch. */
async function matchingScript(): Promise<string> {
  const output = await build({
    configFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      minify: true,
      lib: {
        entry: path.join(projectRoot, 'src/search/match.ts'),
        formats: ['iife'],
        name: 'collegeSearch',
      },
    },
  });
  const [result] = Array.isArray(output) ? output : [output];
  const chunk = (result as { output: { type: string; code?: string }[] }).output.find(
    (item) => item.type === 'chunk',
  );
  if (!chunk?.code) throw new Error('Bundling src/search/match.ts gave no code.');
  return chunk.code;
}

export async function measureSearch(browser: Browser, origin: string): Promise<SearchBench[]> {
  const script = await matchingScript();
  // The site's Content-Security-Policy rightly refuses a script the page did not bring; the bench's
  // own matching script is let in by switching the policy off for this page only.
  const context = await browser.newContext({ bypassCSP: true });
  const page = await context.newPage();
  try {
    // A page of the site, so the index is fetched from the same origin as a visitor's browser does.
    await page.goto(`${origin}/search`);
    await page.addScriptTag({ content: script });
    const measured: SearchBench[] = [];
    for (const language of LANGUAGES) {
      const file = path.join(distDir, searchIndexAddress(language));
      const raw = fs.readFileSync(file);
      const times = await page.evaluate(
        async ({ address, queries, runs }) => {
          const { records } = (await (await fetch(address)).json()) as { records: unknown[] };
          const search = (window as unknown as { collegeSearch: typeof Matching }).collegeSearch;
          const filters = { category: 'all', type: 'all', date: 'any' } as const;
          const now = new Date();
          const spent: number[] = [];
          for (let run = 0; run < runs; run++) {
            const query = queries[run % queries.length]!;
            const started = performance.now();
            search.searchRecords(records as never, query, filters, now);
            spent.push(performance.now() - started);
          }
          return { spent, records: records.length };
        },
        { address: searchIndexAddress(language), queries: QUERIES, runs: TIMED_QUERIES },
      );
      const sorted = [...times.spent].sort((a, b) => a - b);
      measured.push({
        language,
        records: times.records,
        rawBytes: raw.length,
        gzipBytes: gzipSize(raw),
        medianMs: median(times.spent),
        p95Ms: sorted[Math.floor(sorted.length * 0.95)]!,
      });
    }
    return measured;
  } finally {
    await context.close();
  }
}

/** Prints the table and returns the targets: each index under 80 KB gzip, a median query under 2 ms. */
export function printSearch(rows: SearchBench[]): TargetResult[] {
  console.log(
    heading(`Search: index per language, and ${TIMED_QUERIES} queries over the whole site in Chromium`),
  );
  console.log(
    formatTable<SearchBench>(
      [
        { header: 'language', value: (row) => row.language, align: 'left' },
        { header: 'pages', value: (row) => String(row.records) },
        { header: 'index raw', value: (row) => formatKB(row.rawBytes) },
        { header: 'index gzip', value: (row) => formatKB(row.gzipBytes) },
        { header: 'median query', value: (row) => `${row.medianMs.toFixed(3)} ms` },
        { header: 'p95 query', value: (row) => `${row.p95Ms.toFixed(3)} ms` },
      ],
      rows,
    ),
  );
  const targets = rows.flatMap((row) => [
    {
      target: `${row.language} index ≤ ${formatKB(TARGET_GZIP_BYTES)} gzip`,
      measured: formatKB(row.gzipBytes),
      pass: row.gzipBytes <= TARGET_GZIP_BYTES,
    },
    {
      target: `${row.language} median query < ${TARGET_MEDIAN_MS} ms`,
      measured: `${row.medianMs.toFixed(3)} ms`,
      pass: row.medianMs < TARGET_MEDIAN_MS,
    },
  ]);
  console.log(`\n${formatTargets(targets)}`);
  return targets;
}

if (import.meta.url === `file://${process.argv[1]}`) await runAlone(measureSearch, printSearch);
