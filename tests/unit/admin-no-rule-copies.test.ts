import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../scripts/lib/paths';

/**
 * The schemas say what a valid address, e-mail, colour or required text is, and the validation core
 * checks them; an admin module testing one on its own is a copy that drifts (one refused #section links
 * the schema accepts). The signs of such a copy in the sources of src/admin:
 */
const RULE_SIGNS: Record<string, RegExp> = {
  address: /\/[^/\n]*(?:https\?:|mailto:|tel:)[^/\n]*\//,
  email: /\[\^\\s@\]/,
  colour: /#\[0-9A-Fa-f\]/,
  required: /\.trim\(\) === ''/,
};

/** The forms core draws the inputs (a colour picker shows a valid colour) and knows an empty text. */
const FORMS_CORE = 'src/admin/forms/';

/**
 * The modules not yet moved onto the schema forms, each with what it still checks itself. The list
 * may only shrink: a module that stops copying rules must leave it, and no other may join it.
 */
const NOT_YET_ON_THE_FORMS: Record<string, string> = {};

function sources(folder: string): string[] {
  return fs.readdirSync(path.join(projectRoot, folder), { withFileTypes: true }).flatMap((entry) => {
    const file = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return sources(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

function rulesCopiedIn(file: string): string[] {
  const text = fs.readFileSync(path.join(projectRoot, file), 'utf8');
  return Object.entries(RULE_SIGNS)
    .filter(([, sign]) => sign.test(text))
    .map(([rule]) => rule);
}

describe('no admin module re-checks a schema rule', () => {
  it('finds the signs of a copied rule in a sample of each', () => {
    expect(RULE_SIGNS.address!.test(String.raw`if (/^https?:\/\/\S+$/.test(url))`)).toBe(true);
    expect(RULE_SIGNS.email!.test(String.raw`/^[^\s@]+@[^\s@]+$/`)).toBe(true);
    expect(RULE_SIGNS.colour!.test(String.raw`/^#[0-9A-Fa-f]{6}$/`)).toBe(true);
    expect(RULE_SIGNS.required!.test(`if (title.trim() === '') return 'required';`)).toBe(true);
    expect(RULE_SIGNS.address!.test(`// an http(s) address`)).toBe(false);
  });

  it('leaves the checks to the validation core, outside the forms core and the modules still to move', () => {
    const copying = Object.fromEntries(
      sources('src/admin')
        .filter((file) => !file.startsWith(FORMS_CORE))
        .map((file) => [file, rulesCopiedIn(file)] as const)
        .filter(([, rules]) => rules.length > 0),
    );
    expect(Object.keys(copying).sort()).toEqual(Object.keys(NOT_YET_ON_THE_FORMS).sort());
  });
});
