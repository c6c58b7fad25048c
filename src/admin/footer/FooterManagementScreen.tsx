import { useCallback, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import { ScreenPage } from '../layout/ScreenPage';
import type { Footer } from '../../content/types.generated';
import { usePartForm } from '../forms/useAppliedForm';
import { PartFields, useConfirmingSave, type PartForm } from '../forms/PartFields';
import { useStoredDocument } from '../model/AdminModel';
import { ItemRows } from '../shared/ItemRows';
import { LinkRows } from '../shared/LinkRows';
import { DevicePreview } from '../shared/DevicePreview';
import { Footer as SiteFooter } from '../../site/frame/Footer';
import { useAdminText, type AdminTextKey } from '../text';
import type { LabelledPart } from '../forms/part-form';
import {
  ABOUT_PARTS,
  CONTACT_PARTS,
  footerLinksPlace,
  describeSections,
  describeSocial,
  sectionName,
} from './footer-places';
import { ScreenPanel } from '../shared/ScreenTabs';

const TABS = ['links', 'contact', 'social', 'about', 'preview'] as const;
type FooterTab = (typeof TABS)[number];
/** The footer's height at each width, in a frame of its own so its landmark stays out of the admin's. */
const PREVIEW_HEIGHT = { phone: 1700, desktop: 640 } as const;

/** The footer (content/footer.json): its link groups, contact information and social links, and a preview. */
export default function FooterManagementScreen() {
  const t = useAdminText();
  const footer = useStoredDocument<Footer>('footer');
  const [tab, setTab] = useState<FooterTab>('links');
  const sections = useMemo(() => describeSections(t), [t]);
  const social = useMemo(() => describeSocial(t), [t]);
  if (!footer) return null;
  return (
    <ScreenPage title={t('screen.footer')}>
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
        {tab === 'contact' && <ContactTab />}
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
        {tab === 'about' && <AboutTab />}
        {tab === 'preview' && (
          <Box component="section" aria-labelledby="footer-preview-heading" sx={{ minWidth: 0 }}>
            <DevicePreview
              heading={t('footer.previewTitle')}
              headingId="footer-preview-heading"
              frameTitle={(width) => t('footer.previewFrameTitle', { width })}
              height={PREVIEW_HEIGHT}
            >
              <SiteFooter />
            </DevicePreview>
          </Box>
        )}
      </ScreenPanel>
    </ScreenPage>
  );
}

function ContactTab() {
  const label = useTabLabel('contact');
  const forms = [
    usePartForm(CONTACT_PARTS[0].place, label),
    usePartForm(CONTACT_PARTS[1].place, label),
    usePartForm(CONTACT_PARTS[2].place, label),
    usePartForm(CONTACT_PARTS[3].place, label),
  ];
  return <FooterTextsForm tab="contact" parts={CONTACT_PARTS} forms={forms} />;
}

function AboutTab() {
  const t = useAdminText();
  const label = useTabLabel('about');
  const forms = [usePartForm(ABOUT_PARTS[0].place, label), usePartForm(ABOUT_PARTS[1].place, label)];
  const hints = useMemo(() => ({ copyright: t('footer.copyrightHint') }), [t]);
  return <FooterTextsForm tab="about" parts={ABOUT_PARTS} forms={forms} hints={hints} />;
}

type TextsTab = 'contact' | 'about';

/** The history's words for a change on the tab. */
function useTabLabel(tab: TextsTab) {
  const t = useAdminText();
  return useCallback(() => t(`footer.history.${tab}`), [t, tab]);
}

/**
 * The footer's own texts on a tab, a form per group: each field is applied once typing pauses and the
 * checks pass (one history entry per field typed in); Save Changes, the spec's button, confirms, or
 * shows every problem at its field.
 */
function FooterTextsForm({
  tab,
  parts,
  forms,
  hints,
}: {
  tab: TextsTab;
  parts: readonly LabelledPart<AdminTextKey>[];
  forms: readonly PartForm[];
  hints?: Readonly<Record<string, string>>;
}) {
  const t = useAdminText();
  const { save, clear, controls } = useConfirmingSave(forms, {
    save: t('footer.save'),
    saved: t(`footer.saved.${tab}`),
    invalid: t('footer.invalid'),
  });
  return (
    <Box
      component="form"
      noValidate
      onSubmit={save}
      onChange={clear}
      aria-label={t(`footer.tab.${tab}`)}
      sx={{ display: 'grid', gap: 1, maxWidth: 720 }}
    >
      {parts.map((each, index) => (
        <PartFields key={index} {...each} form={forms[index]!} hints={hints} />
      ))}
      {controls}
    </Box>
  );
}
