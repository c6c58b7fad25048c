import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { produce } from 'immer';
import * as core from '../../src/validation';
import { documentsSource } from '../../src/content/loaders';
import { ContentStore } from '../../src/content/store';
import { ContentChecks } from '../../src/admin/model/content-checks';
import { pointLinksAt } from '../../src/admin/pages/page-edits';
import type { Navigation } from '../../src/content/types.generated';
import { projectRoot } from './support/project-copy';

const navigation = JSON.parse(
  fs.readFileSync(path.join(projectRoot, 'content/navigation.json'), 'utf8'),
) as Navigation;
const entry = (id: string, url: string) => ({ id, label: { en: id, sw: id }, url });
const documents = {
  navigation: {
    ...navigation,
    items: [
      entry('contacts', '/contacts'),
      entry('map', '/contacts/#map'),
      entry('other', '/contacts-old'),
      entry('away', 'https://example.org/contacts'),
    ],
  },
};

describe('the links to a page, for a new path to take with it', () => {
  it('are found wherever a document links to the page’s address, with what follows the address', () => {
    const store = new ContentStore(documentsSource({}), structuredClone(documents));
    const checks = new ContentChecks(core, store);
    expect(checks.linksTo('/contacts')).toEqual([
      { documentId: 'navigation', pointer: '/items/0/url', value: '/contacts', rest: '' },
      { documentId: 'navigation', pointer: '/items/1/url', value: '/contacts/#map', rest: '#map' },
    ]);
  });

  it('lead to the new path, keeping their section, and no other link changes', () => {
    const store = new ContentStore(documentsSource({}), structuredClone(documents));
    const links = new ContentChecks(core, store).linksTo('/contacts');
    const moved = produce(documents as Record<string, unknown>, (draft) =>
      pointLinksAt(draft, links, '/contact-us'),
    ) as typeof documents;
    expect(moved.navigation.items.map((item) => item.url)).toEqual([
      '/contact-us',
      '/contact-us#map',
      '/contacts-old',
      'https://example.org/contacts',
    ]);
  });
});
