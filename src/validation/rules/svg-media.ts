import type { ContentError } from './types';
import type { ContentRule } from './types';
import { because, type RuleReasonKey } from './reasons';

/**
 * What makes an SVG able to run script or load something from elsewhere when a visitor opens it: the
 * site serves its media from its own origin, so a picture must be only a picture.
 */
const FORBIDDEN: readonly { pattern: RegExp; what: string; reason: RuleReasonKey }[] = [
  { pattern: /<script[\s>/]/i, what: 'a <script> element', reason: 'svg.script' },
  { pattern: /<foreignObject[\s>/]/i, what: 'a <foreignObject> element', reason: 'svg.foreignObject' },
  { pattern: /\son[a-z]+\s*=/i, what: 'an event-handler attribute', reason: 'svg.eventHandler' },
  { pattern: /javascript:/i, what: 'a javascript: URL', reason: 'svg.javascriptUrl' },
  { pattern: /<!ENTITY/i, what: 'an entity declaration', reason: 'svg.entity' },
  {
    pattern: /\b(?:xlink:)?href\s*=\s*["']\s*(?!#|data:image\/(?:png|jpeg|gif|webp);)[^"']*["']/i,
    what: 'a reference to another file or site',
    reason: 'svg.outsideFile',
  },
  {
    pattern: /url\(\s*["']?\s*(?!#)[^)]*\)/i,
    what: 'a url() that leads outside the picture',
    reason: 'svg.outsideUrl',
  },
  { pattern: /@import/i, what: 'a stylesheet import', reason: 'svg.stylesheetImport' },
];

/** Every SVG under content/media is a plain picture: no script, event handler or outside reference. */
export const svgMediaIsInert: ContentRule = (context) => {
  const errors: ContentError[] = [];
  for (const { file, text } of context.files.svgPictures) {
    for (const { pattern, what, reason } of FORBIDDEN) {
      const found = pattern.exec(text);
      if (!found) continue;
      errors.push({
        file,
        pointer: '',
        message: `must be a plain picture, but contains ${what}`,
        value: found[0].trim(),
        reason: because(reason),
      });
    }
  }
  return errors;
};
