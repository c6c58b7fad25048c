import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { HtmlValidate } from 'html-validate';

/**
 * Every prerendered page, in both languages and the not-found pages, is valid HTML: the rules the
 * HTML standard sets (html-validate's "standard" preset), plus unique landmarks and ids, and no
 * attribute that a component meant for itself (an object written out as "[object Object]").
 */
const validator = new HtmlValidate({
  extends: ['html-validate:standard'],
  rules: { 'unique-landmark': 'error', 'no-dup-id': 'error' },
});

function prerenderedPages(): string[] {
  const pages: string[] = [];
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'assets' && entry.name !== 'media' && entry.name !== 'files') walk(full);
        // Dot files are the build's own (the page template), never served.
      } else if (entry.name.endsWith('.html') && !entry.name.startsWith('.')) pages.push(full);
    }
  };
  walk('dist');
  return pages.sort();
}

const pages = prerenderedPages();

test('there are pages to check in both languages', () => {
  expect(pages).toContain(path.join('dist', 'index.html'));
  expect(pages).toContain(path.join('dist', 'sw', 'index.html'));
  expect(pages).toContain(path.join('dist', '404.html'));
  expect(pages.length).toBeGreaterThan(80);
});

// A few pages per test, so a failure names its pages and the run is shared among workers.
const BATCH = 12;
for (let start = 0; start < pages.length; start += BATCH) {
  const batch = pages.slice(start, start + BATCH);
  test(`valid HTML: ${batch[0]} … (${batch.length} pages)`, async () => {
    const problems: string[] = [];
    for (const file of batch) {
      const html = fs.readFileSync(file, 'utf8');
      for (const [attribute] of html.matchAll(/[\w-]+="\[object Object\]"/g))
        problems.push(`${file}: a component's prop leaked into the markup: ${attribute}`);
      const report = await validator.validateString(html, file);
      for (const result of report.results)
        for (const message of result.messages)
          problems.push(`${file}:${message.line}:${message.column} ${message.ruleId}: ${message.message}`);
    }
    expect(problems).toEqual([]);
  });
}
