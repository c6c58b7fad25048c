import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const SUFFIX = '?block-meta';

/**
 * `import meta from '.../schema/blocks/<type>.schema.json?block-meta'` gives a block fragment's type, label,
 * icon and default content, and nothing else: the whole fragment (descriptions, patterns) would add
 * kilobytes to every page's first view, which never needs it.
 */
export function blockMetaPlugin(): Plugin {
  return {
    name: 'college:block-meta',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (!source.endsWith(SUFFIX)) return undefined;
      const resolved = await this.resolve(source.slice(0, -SUFFIX.length), importer, { skipSelf: true });
      return resolved ? `\0${resolved.id}${SUFFIX}` : undefined;
    },
    load(id) {
      if (!id.startsWith('\0') || !id.endsWith(SUFFIX)) return undefined;
      const file = id.slice(1, -SUFFIX.length);
      this.addWatchFile(file);
      const fragment = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
      const meta = {
        type: path.basename(file, '.schema.json'),
        label: fragment['x-label'],
        icon: fragment['x-icon'],
        defaultContent: fragment.default,
      };
      for (const [key, value] of Object.entries(meta))
        if (value === undefined)
          throw new Error(`${file} has no ${key === 'defaultContent' ? 'default' : key}.`);
      return `export default ${JSON.stringify(meta)};`;
    },
  };
}
