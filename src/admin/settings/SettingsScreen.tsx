import { useCallback, useMemo, useState, useSyncExternalStore } from 'react';
import Alert from '@mui/material/Alert';
import { ScreenPage } from '../layout/ScreenPage';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { localize } from '../../content/localize';
import { PartFields, useConfirmingSave, type PartForm } from '../forms/PartFields';
import { usePartForm } from '../forms/useAppliedForm';
import { fieldAddress, useFieldInAddress } from '../forms/field-address';
import type { LocalizedText } from '../../content/types.generated';
import { useAdminModel } from '../model/AdminModel';
import { DecisionDialog } from '../shared/DecisionDialog';
import { SITE_IMAGES } from '../shared/site-images';
import { useAdminText, type AdminText } from '../text';
import { useContentTransfer } from '../transfer/useContentTransfer';
import { DEFAULT_COLOURS, SEO_HINTS, SETTINGS_PARTS, TAB_OF_PART, type SettingsPart } from './settings-parts';
import { ScreenPanel } from '../shared/ScreenTabs';

const TABS = ['general', 'seo', 'customization', 'advanced'] as const;
type SettingsTab = (typeof TABS)[number];

/** The tab showing the field an address names (?field=), so a link can open Settings at it. */
function tabOfField(field: string | null): SettingsTab {
  const part = (Object.keys(SETTINGS_PARTS) as SettingsPart[]).find((key) => {
    const { documentId, pointer } = SETTINGS_PARTS[key].place;
    return field?.startsWith(`${fieldAddress(documentId, pointer)}/`);
  });
  return part ? TAB_OF_PART[part] : 'general';
}

/**
 * Site settings (content/site.json). Each field is applied once typing pauses and the checks pass, so
 * Save All Settings only confirms (the edits are already in the history) or points at the fields to mend.
 */
export default function SettingsScreen() {
  const t = useAdminText();
  const field = useFieldInAddress();
  const [tab, setTab] = useState<SettingsTab>(() => tabOfField(field));
  const label = useCallback(() => t('settings.history'), [t]);
  // Every group's form stays while another tab shows, so Save sees the drafts of all of them.
  const forms: Record<SettingsPart, PartForm> = {
    general: usePartForm(SETTINGS_PARTS.general.place, label),
    registration: usePartForm(SETTINGS_PARTS.registration.place, label),
    admission: usePartForm(SETTINGS_PARTS.admission.place, label),
    seo: usePartForm(SETTINGS_PARTS.seo.place, label),
    socialImage: usePartForm(SETTINGS_PARTS.socialImage.place, label),
    customization: usePartForm(SETTINGS_PARTS.customization.place, label),
    offline: usePartForm(SETTINGS_PARTS.offline.place, label),
  };
  const { save, clear, controls } = useConfirmingSave(Object.values(forms), {
    save: t('settings.save'),
    saved: t('settings.saved'),
    invalid: t('settings.invalid'),
  });

  return (
    <ScreenPage title={t('screen.settings')}>
      <Box component="form" noValidate onSubmit={save} aria-label={t('screen.settings')}>
        <ScreenPanel
          tabs={{
            idPrefix: 'settings',
            label: t('settings.tabs'),
            choices: TABS.map((value) => ({ value, label: t(`settings.tab.${value}`) })),
            value: tab,
            onChange: setTab,
          }}
          narrow
          onChange={clear}
        >
          {(Object.keys(TAB_OF_PART) as SettingsPart[])
            .filter((part) => TAB_OF_PART[part] === tab)
            .map((part) => (
              <SettingsFields key={part} part={part} form={forms[part]} />
            ))}
          {tab === 'advanced' && <AdvancedTools />}
        </ScreenPanel>
        {tab !== 'advanced' && <Box sx={{ mt: 2, display: 'grid', gap: 1, maxWidth: 720 }}>{controls}</Box>}
      </Box>
    </ScreenPage>
  );
}

function SettingsFields({ part, form }: { part: SettingsPart; form: PartForm }) {
  const t = useAdminText();
  // Re-read as it changes, so the hints follow the typing.
  const draft = useSyncExternalStore(form.store.subscribe, form.store.getValue) as Record<string, unknown>;
  const hints = useMemo(() => hintsOf(part, draft, t), [part, draft, t]);
  return <PartFields {...SETTINGS_PARTS[part]} form={form} hints={hints} />;
}

function hintsOf(part: SettingsPart, draft: Record<string, unknown>, t: AdminText) {
  const length = (value: unknown, [low, high]: readonly [number, number]) => {
    const count = localize(value as LocalizedText, 'en').length;
    return t(count >= low && count <= high ? 'settings.lengthGood' : 'settings.lengthHint', {
      count,
      low,
      high,
    });
  };
  const size = (address: unknown) => {
    const found = typeof address === 'string' ? SITE_IMAGES[address] : undefined;
    if (!found) return undefined;
    const [width, height] = found;
    const [wantedWidth, wantedHeight] = SEO_HINTS.image;
    const good = width === wantedWidth && height === wantedHeight;
    return t(good ? 'settings.imageGood' : 'settings.imageHint', {
      width,
      height,
      wantedWidth,
      wantedHeight,
    });
  };
  switch (part) {
    case 'seo':
      return {
        metaTitle: length(draft.metaTitle, SEO_HINTS.title),
        metaDescription: length(draft.metaDescription, SEO_HINTS.description),
      };
    case 'general':
      return { shortName: t('settings.shortNameHint'), town: t('settings.townHint') };
    case 'offline':
      return { enabled: t('settings.offlineHint') };
    case 'admission':
      return {
        applyLabel: t('settings.applyLabelHint'),
        onlineApplicationUrl: t('settings.applicationUrlHint'),
      };
    case 'socialImage':
      return { en: size(draft.en), sw: size(draft.sw) };
    case 'customization':
      return {
        primaryColor: t('settings.defaultColour', { colour: DEFAULT_COLOURS.primaryColor }),
        secondaryColor: t('settings.defaultColour', { colour: DEFAULT_COLOURS.secondaryColor }),
      };
    default:
      return {};
  }
}

function AdvancedTools() {
  const t = useAdminText();
  const { history, store } = useAdminModel();
  const { exportAll, chooseFile, feedback } = useContentTransfer();
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  // Unsaved changes are kept; everything else is read afresh (the search in this tab reads the documents).
  const clearCache = async () => {
    const changed = new Set(history.changedIds());
    const documents = await store.refresh(store.ids().filter((id) => !changed.has(id)));
    setNotice(t('settings.cacheCleared', { documents: documents.length, kept: changed.size }));
  };
  const reset = () => {
    setConfirming(false);
    setNotice(
      t(history.restoreBuilt(t('settings.resetHistory')) ? 'settings.resetDone' : 'settings.resetNothing'),
    );
  };
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {(
        [
          ['settings.clearCache', 'settings.clearCacheHelp', () => void clearCache()],
          ['settings.backup', 'settings.backupHelp', exportAll],
          ['settings.restore', 'settings.restoreHelp', chooseFile],
          ['settings.reset', 'settings.resetHelp', () => setConfirming(true)],
        ] as const
      ).map(([label, help, run]) => (
        <Box key={label} sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <Button
            variant="outlined"
            color={label === 'settings.reset' ? 'error' : 'primary'}
            onClick={run}
            sx={{ minWidth: 220 }}
          >
            {t(label)}
          </Button>
          <Typography sx={{ color: 'text.secondary', flex: '1 1 16rem' }}>{t(help)}</Typography>
        </Box>
      ))}
      {notice && (
        <Alert severity="info" onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      {feedback}
      <DecisionDialog
        open={confirming}
        title={t('settings.resetConfirmTitle')}
        text={t('settings.resetConfirm')}
        onClose={() => setConfirming(false)}
        decisions={[
          { label: t('settings.cancel'), onChoose: () => setConfirming(false) },
          { label: t('settings.reset'), onChoose: reset, destructive: true },
        ]}
      />
    </Box>
  );
}
