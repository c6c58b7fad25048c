import { useCallback, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { localize } from '../../content/localize';
import type { Footer, FooterSection, SocialLink } from '../../content/types.generated';
import { trimmedText } from '../forms/localized-value';
import type { PropertyField } from '../forms/SchemaForm';
import { usePartForm } from '../forms/usePartForm';
import { PartFields, useConfirmingSave } from '../forms/PartFields';
import { useStoredDocument } from '../model/AdminModel';
import { AddItemForm, ItemRow, LinkRows, ONE_COLUMN } from '../shared/LinkRows';
import { PreviewFrame } from '../shared/PreviewFrame';
import { useListEditor } from '../shared/useListEditor';
import { Footer as SiteFooter } from '../../site/frame/Footer';
import { useAdminText } from '../text';
import {
  CONTACT_LABELS,
  CONTACT_PLACE,
  footerLinksPlace,
  footerSectionsPlace,
  sectionName,
  socialPlace,
} from './footer-places';
import { CardList } from '../shared/CardList';
import { ScreenTabs, tabPanelOf } from '../shared/ScreenTabs';

const TABS = ['links', 'contact', 'social', 'preview'] as const;
/** The footer as on a laptop screen, in a frame of its own so its landmark stays out of the admin's. */
const PREVIEW_WIDTH = 1100;
const PREVIEW_HEIGHT = 640;
type FooterTab = (typeof TABS)[number];

/** The footer (content/footer.json): its link groups, contact information and social links, and a preview. */
export default function FooterManagementScreen() {
  const t = useAdminText();
  const footer = useStoredDocument<Footer>('footer');
  const [tab, setTab] = useState<FooterTab>('links');
  if (!footer) return null;
  return (
    <Box>
      <Typography variant="h2" sx={{ mb: 2 }}>
        {t('screen.footer')}
      </Typography>
      <Paper>
        <ScreenTabs
          idPrefix="footer"
          label={t('footer.tabs')}
          choices={TABS.map((value) => ({ value, label: t(`footer.tab.${value}`) }))}
          value={tab}
          onChange={setTab}
        />
        <Box {...tabPanelOf('footer', tab)} sx={{ p: { xs: 1, sm: 2 } }}>
          {tab === 'links' && <FooterLinks sections={footer.sections} />}
          {tab === 'contact' && <ContactForm />}
          {tab === 'social' && <SocialLinks links={footer.social} />}
          {tab === 'preview' && (
            <Box
              tabIndex={0}
              role="region"
              aria-label={t('footer.previewTitle')}
              sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflowX: 'auto' }}
            >
              <PreviewFrame width={PREVIEW_WIDTH} height={PREVIEW_HEIGHT} title={t('footer.previewTitle')}>
                <SiteFooter />
              </PreviewFrame>
            </Box>
          )}
        </Box>
      </Paper>
    </Box>
  );
}

/** The link sections: add one (a title needed), then each with its title, its links and their add form. */
function FooterLinks({ sections }: { sections: FooterSection[] }) {
  const t = useAdminText();
  const place = useMemo(() => footerSectionsPlace(t), [t]);
  const editor = useListEditor(place);
  const fields = useMemo<PropertyField[]>(() => [{ name: 'title', label: t('footer.sectionTitle') }], [t]);
  const complete = useCallback(
    (value: unknown): FooterSection => {
      const title = trimmedText((value as Pick<FooterSection, 'title'>).title);
      return { id: editor.newId('footer', localize(title, 'en')), title, links: [] };
    },
    [editor],
  );
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <AddItemForm
        place={place}
        fields={fields}
        empty={NEW_SECTION}
        complete={complete}
        idPrefix="add-footer-section-field"
        columns={ONE_COLUMN}
        needed={['title']}
        neededMessage={t('footer.needSectionTitle')}
        formLabel={t('footer.addSection')}
        addLabel={t('footer.addSection')}
      />
      <CardList label={t('footer.sections')}>
        {sections.map((section, position) => (
          <ItemRow
            key={section.id}
            place={place}
            item={section}
            fields={fields}
            label={sectionName(section)}
            deleteLabel={t('footer.deleteSectionNamed', { name: sectionName(section) })}
            card
            columns={ONE_COLUMN}
          >
            <SectionLinks section={section} position={position} />
          </ItemRow>
        ))}
      </CardList>
    </Box>
  );
}

const NEW_SECTION = { title: '' };
function SectionLinks({ section, position }: { section: FooterSection; position: number }) {
  const t = useAdminText();
  const place = useMemo(() => footerLinksPlace(section.id, position, t), [section.id, position, t]);
  return (
    <LinkRows
      screen="footer"
      place={place}
      sectionId={section.id}
      links={section.links}
      sectionName={sectionName(section)}
    />
  );
}

/**
 * The contact information, a form over the footer schema's contact: each field is applied once typing
 * pauses and the validation core finds no problem with it (one history entry per field typed in).
 * Save Changes, the spec's button, confirms, or shows every problem at its field.
 */
function ContactForm() {
  const t = useAdminText();
  const label = useCallback(() => t('footer.contactHistory'), [t]);
  const form = usePartForm(CONTACT_PLACE, label);
  const { save, clear, controls } = useConfirmingSave([form], {
    save: t('footer.saveContact'),
    saved: t('footer.contactSaved'),
    invalid: t('footer.contactInvalid'),
  });
  return (
    <Box
      component="form"
      noValidate
      onSubmit={save}
      onChange={clear}
      aria-label={t('footer.tab.contact')}
      sx={{ display: 'grid', gap: 1, maxWidth: 720 }}
    >
      <PartFields place={CONTACT_PLACE} labels={CONTACT_LABELS} form={form} />
      {controls}
    </Box>
  );
}

/** The social links: add one with a platform and a URL (needed), edit each URL in place, delete. */
function SocialLinks({ links }: { links: SocialLink[] }) {
  const t = useAdminText();
  const place = useMemo(() => socialPlace(t), [t]);
  const editor = useListEditor(place);
  const newFields = useMemo<PropertyField[]>(
    () => [
      { name: 'platform', label: t('footer.platform') },
      { name: 'url', label: t('footer.socialUrl') },
    ],
    [t],
  );
  const complete = useCallback(
    (value: unknown): SocialLink => {
      const { platform, url } = value as Omit<SocialLink, 'id'>;
      return { id: editor.newId('social', platform), platform, url: url.trim() };
    },
    [editor],
  );
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <AddItemForm
        place={place}
        fields={newFields}
        empty={NEW_SOCIAL}
        complete={complete}
        idPrefix="add-social-field"
        columns="minmax(0, 1fr) minmax(0, 2fr)"
        needed={['url']}
        neededMessage={t('footer.needSocialUrl')}
        formLabel={t('footer.addSocial')}
        addLabel={t('footer.addSocial')}
      />
      <CardList label={t('footer.socialLinks')} dense>
        {links.map((link) => (
          <ItemRow
            key={link.id}
            place={place}
            item={link}
            fields={[{ name: 'url', label: t('footer.socialUrlOf', { platform: link.platform }) }]}
            columns={ONE_COLUMN}
            deleteLabel={t('footer.deleteSocialNamed', { platform: link.platform })}
          />
        ))}
      </CardList>
    </Box>
  );
}

const NEW_SOCIAL = { platform: 'Facebook', url: '' };
