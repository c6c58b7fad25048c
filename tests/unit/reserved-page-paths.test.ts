/**
 * No page may live at an address the site keeps for itself (the Kiswahili prefix, the admin, the API,
 * the build's folders of files): the page path rule of the schema refuses them, and says so in words.
 */
import fs from 'node:fs';
import path from 'node:path';
import Ajv2020 from 'ajv/dist/2020.js';
import addErrors from 'ajv-errors';
import { describe, expect, it } from 'vitest';
import { RESERVED_SEGMENTS } from '../../src/content/site-path';
import { projectRoot } from './support/project-copy';

const common = JSON.parse(fs.readFileSync(path.join(projectRoot, 'schema/common.schema.json'), 'utf8')) as {
  $defs: { pagePath: { not: { pattern: string }; errorMessage: Record<string, string> } };
};
const pagePath = common.$defs.pagePath;

function problemsOf(address: string): string[] {
  const ajv = new Ajv2020({ allErrors: true });
  addErrors(ajv);
  const validate = ajv.compile(pagePath);
  return validate(address) ? [] : (validate.errors ?? []).map((error) => error.message ?? '');
}

describe('the page path rule', () => {
  it('keeps the very addresses the site keeps (src/content/site-path.ts)', () => {
    const named = /^\^\/\(([^)]*)\)/.exec(pagePath.not.pattern)?.[1]?.split('|');
    expect(named?.sort()).toEqual([...RESERVED_SEGMENTS].sort());
    for (const segment of RESERVED_SEGMENTS) expect(pagePath.errorMessage.not).toContain(`/${segment}`);
  });

  it.each(RESERVED_SEGMENTS.flatMap((segment) => [`/${segment}`, `/${segment}/about`]))(
    'refuses %s in words',
    (address) => {
      expect(problemsOf(address)).toEqual([pagePath.errorMessage.not]);
    },
  );

  it.each(['/', '/about', '/about/admin', '/swahili', '/media-centre', '/files-and-forms', '/search'])(
    'accepts %s',
    (address) => {
      expect(problemsOf(address)).toEqual([]);
    },
  );

  it('words a path that is not a site path by its own message', () => {
    expect(problemsOf('/About Us')).toEqual([pagePath.errorMessage.pattern]);
  });
});
