/**
 * How the History screen names what a revision changed, in the admin's words: a document as the admin
 * names it (a page by its title, a singleton by its screen's name), a field by its path in words
 * ("Component 3 › Text (Kiswahili)"), a value without JSON, and when it was published.
 */
import en from '../text/en.json';
import type { AdminText, AdminTextKey } from '../text';
import { ADMIN_SCREENS } from '../layout/screens';
import { labelOf } from '../forms/schema-words';
import { isObject } from '../../content/json-object';
import type { FieldChange, PathStep } from './revision-diff';
import { PAGES_FOLDER } from '../../content/places';
import type { ContentStore } from '../../content/store';

type Language = 'en' | 'sw';

function isTextKey(key: string): key is AdminTextKey {
  return Object.hasOwn(en, key);
}

/** A { en, sw } text in the admin's language, falling back to the other one. */
function localized(value: unknown, language: Language): string | undefined {
  if (!isObject(value)) return typeof value === 'string' ? value : undefined;
  const text = value[language] ?? value.en ?? value.sw;
  return typeof text === 'string' ? text : undefined;
}

/**
 * The document's name: a page by its title (from the version given, newest first), a document a
 * screen edits by the screen's name, another by its own entry or, failing that, its id.
 */
export function documentName(id: string, versions: unknown[], language: Language, t: AdminText): string {
  if (id.startsWith(PAGES_FOLDER)) {
    for (const version of versions) {
      const title = isObject(version) ? localized(version.title, language) : undefined;
      if (title) return t('revisions.page', { title });
    }
    return t('revisions.page', { title: id.slice(PAGES_FOLDER.length) });
  }
  const screen = ADMIN_SCREENS.find((candidate) => candidate.document === id);
  if (screen) return t(screen.label);
  const own = `revisions.document.${id}`;
  return isTextKey(own) ? t(own) : id;
}

/** Documents by the names the admin gives them ('Fees' page, Menu Management), joined for a sentence. */
export function documentNames(
  ids: readonly string[],
  store: ContentStore,
  language: Language,
  t: AdminText,
  versions: Record<string, unknown> = {},
): string {
  return ids.map((id) => documentName(id, [versions[id], store.peek(id)], language, t)).join(', ');
}

/** A field's path in words: "Component 3 › Text (Kiswahili)"; the whole document for the empty path. */
export function describePath(path: PathStep[], t: AdminText): string {
  const parts: string[] = [];
  let language: Language | undefined;
  path.forEach((step, index) => {
    const previous = path[index - 1];
    const next = path[index + 1];
    if (step.kind === 'language') language = step.language;
    else if (step.kind === 'item') {
      const own = `revisions.item.${step.list}`;
      parts.push(t(isTextKey(own) ? own : 'revisions.item', { position: step.position }));
    } else if (next?.kind === 'item' && next.list === step.name) {
      // The list's name is said by its item: "Component 3", not "Components › Component 3".
    } else if (step.name === 'content' && previous?.kind === 'item') {
      // A component's fields sit under `content`: "Component 3 › Text", not "Component 3 › Content › Text".
    } else {
      const own = `revisions.field.${step.name}`;
      parts.push(isTextKey(own) ? t(own) : labelOf(step.name));
    }
  });
  const words = parts.join(' › ') || t('revisions.wholeDocument');
  return language
    ? `${words} (${t(language === 'en' ? 'revisions.english' : 'revisions.kiswahili')})`
    : words;
}

/** A value as the admin reads it: text as it is, yes/no, a list or group by what it holds, never JSON. */
export function describeValue(value: unknown, language: Language, t: AdminText): string {
  if (value === null || value === undefined || value === '') return t('revisions.value.empty');
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return t(value ? 'revisions.value.yes' : 'revisions.value.no');
  if (Array.isArray(value)) return t('revisions.value.items', { count: value.length });
  const object = value as Record<string, unknown>;
  if (Object.keys(object).every((key) => key === 'en' || key === 'sw'))
    return localized(object, language) ?? '';
  for (const key of ['title', 'name', 'label', 'text', 'id']) {
    const named = localized(object[key], language);
    if (named) return named;
  }
  return t('revisions.value.fields', { count: Object.keys(object).length });
}

/** One change as a sentence's parts, for a list of changes. */
export function describeChange(change: FieldChange, language: Language, t: AdminText) {
  return {
    where: describePath(change.path, t),
    what: t(`revisions.${change.kind}`),
    before: 'before' in change ? describeValue(change.before, language, t) : undefined,
    after: 'after' in change ? describeValue(change.after, language, t) : undefined,
  };
}

/** The part of the day Kiswahili time names, by the hour (0–23) of the 24-hour clock. */
function partOfDay(hour: number): AdminTextKey {
  if (hour >= 4 && hour < 12) return 'revisions.morning';
  if (hour >= 12 && hour < 16) return 'revisions.midday';
  if (hour >= 16 && hour < 19) return 'revisions.evening';
  return 'revisions.night';
}

/**
 * When a revision was published, in local time: "25 November 2026, 16:07" in English; in Kiswahili
 * the day, month and year with Kiswahili time and its part of the day, "25 Novemba 2026, saa 10:07 jioni".
 */
export function formatPublishedAt(when: Date, language: Language, t: AdminText): string {
  const date = new Intl.DateTimeFormat(language === 'sw' ? 'sw' : 'en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(when);
  const hour24 = when.getHours();
  // Kiswahili time counts the hours from 6 in the morning and 6 in the evening.
  const hour = language === 'sw' ? String((hour24 + 6) % 12 || 12) : String(hour24).padStart(2, '0');
  const minutes = String(when.getMinutes()).padStart(2, '0');
  return t('revisions.publishedAt', { date, hour, minutes, part: t(partOfDay(hour24)) });
}
