import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as core from '../../src/validation';
import { documentsSource } from '../../src/content/loaders';
import { ContentStore } from '../../src/content/store';
import type {
  Footer,
  LinkItem,
  Sidebars,
  SidebarSection,
  SiteSettings,
} from '../../src/content/types.generated';
import { listItemProblems } from '../../src/admin/forms/list-item-form';
import { partProblems } from '../../src/admin/forms/part-form';
import { ContentChecks } from '../../src/admin/model/content-checks';
import { CONTACT_PARTS, footerLinksPlace } from '../../src/admin/footer/footer-places';
import { columnPlace, sectionLinksPlace } from '../../src/admin/sidebars/sidebar-places';
import { projectRoot } from './support/project-copy';

const t = Object.assign(
  (key: string, values: Record<string, string | number> = {}) => `${key} ${JSON.stringify(values)}`,
  { language: 'en' as const },
);
const read = <T>(file: string) =>
  JSON.parse(fs.readFileSync(path.join(projectRoot, 'content', file), 'utf8')) as T;
const footer = read<Footer>('footer.json');
const sidebars = read<Sidebars>('sidebars.json');
const site = read<SiteSettings>('site.json');

function setup() {
  const store = new ContentStore(documentsSource({}), {
    footer: structuredClone(footer),
    sidebars: structuredClone(sidebars),
    site: structuredClone(site),
  });
  return { store, checks: new ContentChecks(core, store) };
}

const pointers = (problems: { pointer: string }[]) => problems.map((problem) => problem.pointer).sort();

describe('the footer and sidebars forms get the validation core’s problems at their fields', () => {
  it('a link of a later footer section: its own problems only, by pointer into the link', () => {
    const { store, checks } = setup();
    const position = 1;
    const section = footer.sections[position]!;
    const place = footerLinksPlace(section.id, position, t);
    const link = section.links[0]!;
    const bad: LinkItem = { ...link, text: '', url: 'javascript:alert(1)' };
    expect(pointers(listItemProblems(checks, place, store.peek('footer'), bad))).toEqual(['/text', '/url']);
    expect(listItemProblems(checks, place, store.peek('footer'), { ...link, url: '#top' })).toEqual([]);
    const added = listItemProblems(checks, place, store.peek('footer'), {
      id: 'link-new',
      text: 'New',
      url: '',
    });
    expect(pointers(added)).toEqual(['/url']);
    // Checking changes nothing.
    expect(store.peek('footer')).toEqual(footer);
  });

  it('the contact information is the site settings’: the e-mail and phone rules are the schema’s, worded by the core', () => {
    const { store, checks } = setup();
    const place = CONTACT_PARTS[1].place;
    expect(place).toEqual({
      documentId: 'site',
      pointer: '/general',
      properties: ['address', 'phone', 'email'],
    });
    const draft = { address: site.general.address, email: 'not-an-address', phone: 'call us' };
    const problems = partProblems(checks, place, store.peek('site'), draft);
    expect(problems).toEqual([
      {
        pointer: '/phone',
        message: 'must be a phone number such as +255 700 000 000',
        reason: { key: 'errorMessage' },
      },
      { pointer: '/email', message: 'must be an e-mail address', reason: { key: 'format.email' } },
    ]);
  });

  it('a sidebar section’s links and the registration label, wherever they stand in their column', () => {
    const { store, checks } = setup();
    const position = sidebars.right.findIndex((widget) => widget.type === 'section');
    const section = sidebars.right[position] as SidebarSection;
    const links = sectionLinksPlace('right')(section.id, position, t);
    const bad = { ...section.links[0]!, url: 'ftp://example.org' };
    expect(pointers(listItemProblems(checks, links, store.peek('sidebars'), bad))).toEqual(['/url']);

    const registration = sidebars.right.find((widget) => widget.type === 'registration')!;
    const column = columnPlace('right', 'registrationLink', t);
    const emptied = { ...registration, label: '' };
    expect(pointers(listItemProblems(checks, column, store.peek('sidebars'), emptied))).toEqual(['/label']);
  });
});
