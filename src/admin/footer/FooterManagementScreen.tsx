import { useCallback, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Footer } from '../../content/types.generated';
import { usePartForm } from '../forms/useAppliedForm';
import { PartFields, useConfirmingSave } from '../forms/PartFields';
import { useStoredDocument } from '../model/AdminModel';
import { ItemRows } from '../shared/ItemRows';
import { LinkRows } from '../shared/LinkRows';
import { PreviewFrame } from '../shared/PreviewFrame';
import { Footer as SiteFooter } from '../../site/frame/Footer';
import { useAdminText } from '../text';
import {
  CONTACT_LABELS,
  CONTACT_PLACE,
  footerLinksPlace,
  describeSections,
  describeSocial,
  sectionName,
} from './footer-places';
import { ScreenPanel } from '../shared/ScreenTabs';

const TABS = ['links', 'contact', 'social', 'preview'] as const;
type FooterTab = (typeof TABS)[number];
/** The footer as on a laptop screen, in a frame of its own so its landmark stays out of the admin's. */
const PREVIEW_WIDTH = 1100;
const PREVIEW_HEIGHT = 640;

/** The footer (content/footer.json): its link groups, contact information and social links, and a preview. */
export default function FooterManagementScreen() {
  const t = useAdminText();
  const footer = useStoredDocument<Footer>('footer');
  const [tab, setTab] = useState<FooterTab>('links');
  const sections = useMemo(() => describeSections(t), [t]);
  const social = useMemo(() => describeSocial(t), [t]);
  if (!footer) return null;
  return (
    <Box>
      <Typography variant="h2" sx={{ mb: 2 }}>
        {t('screen.footer')}
      </Typography>
      <ScreenPanel
        tabs={{
          idPrefix: 'footer',
          label: t('footer.tabs'),
          choices: TABS.map((value) => ({ value, label: t(`footer.tab.${value}`) })),
          value: tab,
          onChange: setTab,
        }}
      >
        {tab === 'links' && (
          <ItemRows
            description={sections}
            items={footer.sections}
            label={t('footer.sections')}
            cards
            add={{
              idPrefix: 'add-footer-section-field',
              words: { form: t('footer.addSection'), add: t('footer.addSection') },
            }}
            remove={(_, section) => t('footer.deleteSectionNamed', { name: sectionName(section) })}
            row={(section, position) => ({
              label: sectionName(section),
              children: (
                <LinkRows
                  screen="footer"
                  section={section}
                  position={position}
                  sectionName={sectionName(section)}
                  placeOf={footerLinksPlace}
                />
              ),
            })}
          />
        )}
        {tab === 'contact' && <ContactForm />}
        {tab === 'social' && (
          <ItemRows
            description={social}
            items={footer.social}
            label={t('footer.socialLinks')}
            add={{
              idPrefix: 'add-social-field',
              words: { form: t('footer.addSocial'), add: t('footer.addSocial') },
            }}
            remove={(platform) => t('footer.deleteSocialNamed', { platform })}
          />
        )}
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
      </ScreenPanel>
    </Box>
  );
}

/**
 * Each field is applied once typing pauses and the checks pass (one history entry per field typed in):
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
