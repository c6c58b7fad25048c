import type { ContentError } from './types';
import type { ContentRule } from './types';
import { walkObjects } from './types';
import { because } from './reasons';

/** Within one document every "id" is unique, so menus, blocks and lists can be edited by id. */
export const uniqueIds: ContentRule = (context) => {
  const errors: ContentError[] = [];
  for (const document of context.documents) {
    const seen = new Map<string, string>();
    walkObjects(document.data, (object, pointer) => {
      const id = object.id;
      if (typeof id !== 'string' && typeof id !== 'number') return;
      const key = `${typeof id}:${id}`;
      const first = seen.get(key);
      if (first !== undefined) {
        errors.push({
          file: document.file,
          pointer: `${pointer}/id`,
          message: `duplicate id, already used at ${first || '/'}`,
          value: id,
          reason: because('id.duplicate', { first: first || '/' }),
        });
      } else {
        seen.set(key, `${pointer}/id`);
      }
    });
  }
  return errors;
};
