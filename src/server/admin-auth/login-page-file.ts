/**
 * The sign-in page in a release: its facts (words, script, files to prefetch) as the build wrote
 * them beside it, and the page itself in English and in Kiswahili, written in the release's colours by the build and by every
 * publish (so a change of colours or font shows there too).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { CustomizationSettings } from '../../content/types.generated';
import { writeFileAnew } from '../releases/precompress';
import { LANGUAGES, type Language } from '../../content/localize';
import { loginPageDocument, loginPagePath, type LoginPageFacts } from './login-page';

/** The sign-in page's script, built on its own (scripts/build.ts), and where that build writes its manifest. */
export const LOGIN_SCRIPT_MODULE = 'src/admin/auth/login-form.ts';
export const LOGIN_SCRIPT_MANIFEST = '.vite/login-manifest.json';

/** The files of the sign-in page's script in a release: its entry first, then the chunks it imports. */
export function loginScriptFiles(releaseDir: string): string[] {
  const manifest = JSON.parse(
    fs.readFileSync(path.join(releaseDir, LOGIN_SCRIPT_MANIFEST), 'utf8'),
  ) as Record<string, { file: string; imports?: string[] }>;
  const files: string[] = [];
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.includes(`/${chunk.file}`)) return;
    files.push(`/${chunk.file}`);
    chunk.imports?.forEach(visit);
  };
  visit(LOGIN_SCRIPT_MODULE);
  if (files.length === 0) throw new Error(`${LOGIN_SCRIPT_MANIFEST} has no ${LOGIN_SCRIPT_MODULE}.`);
  return files;
}

/** A dot file: the static layer never serves it. */
export const LOGIN_PAGE_FACTS_FILE = 'admin/.login-page.json';
/** What the static layer answers /admin/login and /sw/admin/login with. */
export const loginPageFile = (language: Language) =>
  path.posix.join(loginPagePath(language).slice(1), 'index.html');

export function writeLoginPageFacts(releaseDir: string, facts: LoginPageFacts): void {
  writeFileAnew(path.join(releaseDir, LOGIN_PAGE_FACTS_FILE), `${JSON.stringify(facts, null, 2)}\n`);
}

/** The facts the build wrote into a release, or null in a release made without them. */
export function readLoginPageFacts(releaseDir: string): LoginPageFacts | null {
  const file = path.join(releaseDir, LOGIN_PAGE_FACTS_FILE);
  if (!fs.existsSync(file)) return null;
  return JSON.parse(fs.readFileSync(file, 'utf8')) as LoginPageFacts;
}

/** Writes the page in each language with nothing to report; returns their files, none when the release has no facts. */
export function writeLoginPages(releaseDir: string, customization: CustomizationSettings): string[] {
  const facts = readLoginPageFacts(releaseDir);
  if (!facts) return [];
  return LANGUAGES.map((language) => {
    const file = path.join(releaseDir, loginPageFile(language));
    writeFileAnew(file, loginPageDocument(facts, customization, language));
    return file;
  });
}
