import type { ContentStore } from '../../content/store';
import { documentName } from '../history/revision-naming';
import type { AdminText } from '../text';

/** Documents by the names the admin gives them ('Fees' page, Menu Management), joined for a sentence. */
export function documentNames(
  ids: readonly string[],
  store: ContentStore,
  language: 'en' | 'sw',
  t: AdminText,
  versions: Record<string, unknown> = {},
): string {
  return ids.map((id) => documentName(id, [versions[id], store.peek(id)], language, t)).join(', ');
}
