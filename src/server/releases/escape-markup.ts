const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * The one escaping of every value the build writes into HTML (text and attribute values), the
 * sitemap (XML) and robots.txt: the five markup characters become entities, and so does every
 * control character, line breaks included, so a value can neither close its attribute or element
 * nor start a new line of robots.txt.
 */
export function escapeMarkup(value: string): string {
  return value.replace(
    // eslint-disable-next-line no-control-regex -- control characters are what it replaces
    /[&<>"'\u0000-\u001f\u007f]/g,
    (character) => ENTITIES[character] ?? `&#${character.charCodeAt(0)};`,
  );
}
