import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { CONTENT_SECURITY_FILE, type ContentSecurityFacts } from '../security-headers';
import { writeFileAnew } from './precompress';

/**
 * Inline scripts a browser runs or reads as rules: no src, and no type, a script type or speculation
 * rules (JSON data blocks never run).
 */
const INLINE_SCRIPT =
  /<script(?![^>]*\ssrc=)(?:\s+type="(?:module|text\/javascript|speculationrules)")?\s*>([\s\S]*?)<\/script>/g;
const FRAME_SOURCE = /<iframe\b[^>]*?\ssrc="(https?:\/\/[^"/]+)/g;
/** A frame a page loads later (the map's facade) names its address in this attribute. */
const LATER_FRAME_SOURCE = /\sdata-frame-src="(https?:\/\/[^"/]+)/g;

/**
 * What the server's Content-Security-Policy must allow for the pages the build wrote: the sha256
 * of each inline script (the page loader), and the origins of the frames the pages embed or load
 * later (the map of /contacts). Read from the written HTML, so a new inline script or frame cannot be forgotten.
 */
export function contentSecurityFacts(htmlDocuments: Iterable<string>): ContentSecurityFacts {
  const scriptHashes = new Set<string>();
  const frameOrigins = new Set<string>();
  for (const html of htmlDocuments) {
    for (const [, source = ''] of html.matchAll(INLINE_SCRIPT)) {
      scriptHashes.add(`'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`);
    }
    for (const pattern of [FRAME_SOURCE, LATER_FRAME_SOURCE]) {
      for (const [, origin = ''] of html.matchAll(pattern)) frameOrigins.add(new URL(origin).origin);
    }
  }
  return { scriptHashes: [...scriptHashes].sort(), frameOrigins: [...frameOrigins].sort() };
}

/** Writes the facts of every HTML file under distDir beside them, for the server to read. */
export function writeContentSecurity(distDir: string): ContentSecurityFacts {
  const htmlFiles = (fs.readdirSync(distDir, { recursive: true, encoding: 'utf8' }) as string[]).filter(
    (file) => file.endsWith('.html'),
  );
  const facts = contentSecurityFacts(
    htmlFiles.map((file) => fs.readFileSync(path.join(distDir, file), 'utf8')),
  );
  writeFileAnew(path.join(distDir, CONTENT_SECURITY_FILE), `${JSON.stringify(facts, null, 2)}\n`);
  return facts;
}
