import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { SiteSettings } from '../../content/types.generated';
import { useAdminModel, useStoredDocument } from '../model/AdminModel';
import { SITE_IMAGES } from '../shared/site-images';
import { useAdminText, type AdminTextKey } from '../text';
import { forgetSearchIndexes } from '../../search/load';
import { useContentTransfer } from '../transfer/useContentTransfer';
import {
  applySettings,
  DEFAULT_COLOURS,
  draftOf,
  FONTS,
  SEO_HINTS,
  settingsProblems,
  type SettingsDraft,
  type SettingsField,
  type SettingsProblem,
} from './settings-form';

const TABS = ['general', 'seo', 'customization', 'advanced'] as const;
type SettingsTab = (typeof TABS)[number];

const PROBLEM_TEXT: Record<SettingsProblem, AdminTextKey> = {
  required: 'settings.required',
  email: 'settings.emailInvalid',
  phone: 'settings.phoneInvalid',
  colour: 'settings.colourInvalid',
  image: 'settings.imageUnknown',
};

/** Site settings (content/site.json): General, SEO, Customization and Advanced; saved all together. */
export function SettingsScreen() {
  const site = useStoredDocument<SiteSettings>('site');
  if (!site) return null;
  return <SettingsForm site={site} />;
}

function SettingsForm({ site }: { site: SiteSettings }) {
  const t = useAdminText();
  const { history } = useAdminModel();
  const [tab, setTab] = useState<SettingsTab>('general');
  const [draft, setDraft] = useState<SettingsDraft>(() => draftOf(site));
  const [result, setResult] = useState<'saved' | 'invalid' | null>(null);
  const problems = settingsProblems(draft);

  const set = (field: SettingsField) => (value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setResult(null);
  };
  const save = (event: FormEvent) => {
    event.preventDefault();
    if (Object.keys(problems).length > 0) return setResult('invalid');
    history.edit((documents) => applySettings(documents.site as SiteSettings, draft), {
      label: t('settings.history'),
    });
    setResult('saved');
  };
  const field = (
    name: SettingsField,
    label: AdminTextKey,
    options: { type?: string; hint?: string; multiline?: boolean } = {},
  ) => (
    <TextField
      label={t(label)}
      type={options.type ?? 'text'}
      value={draft[name]}
      onChange={(event) => set(name)(event.target.value)}
      multiline={options.multiline}
      minRows={options.multiline ? 3 : undefined}
      error={problems[name] !== undefined}
      helperText={problems[name] ? t(PROBLEM_TEXT[problems[name]!]) : (options.hint ?? ' ')}
      fullWidth
    />
  );
  const lengthHint = (text: string, [low, high]: readonly [number, number]) =>
    t(text.length >= low && text.length <= high ? 'settings.lengthGood' : 'settings.lengthHint', {
      count: text.length,
      low,
      high,
    });
  const imageSize = SITE_IMAGES[draft.socialImage.trim()];
  const [width, height] = SEO_HINTS.image;
  const imageHint = imageSize
    ? t(imageSize[0] === width && imageSize[1] === height ? 'settings.imageGood' : 'settings.imageHint', {
        width: imageSize[0],
        height: imageSize[1],
        wantedWidth: width,
        wantedHeight: height,
      })
    : undefined;

  return (
    <Box component="form" noValidate onSubmit={save} aria-label={t('screen.settings')}>
      <Typography variant="h2" sx={{ mb: 2 }}>
        {t('screen.settings')}
      </Typography>
      <Paper>
        <Tabs
          value={tab}
          onChange={(_, value: SettingsTab) => setTab(value)}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label={t('settings.tabs')}
        >
          {TABS.map((value) => (
            <Tab
              key={value}
              value={value}
              label={t(`settings.tab.${value}`)}
              id={`settings-tab-${value}`}
              aria-controls="settings-panel"
            />
          ))}
        </Tabs>
        <Box
          role="tabpanel"
          id="settings-panel"
          aria-labelledby={`settings-tab-${tab}`}
          sx={{ p: 2, display: 'grid', gap: 1, maxWidth: 720 }}
        >
          {tab === 'general' && (
            <>
              {field('siteName', 'settings.siteName')}
              {field('tagline', 'settings.tagline')}
              {field('email', 'settings.email', { type: 'email' })}
              {field('phone', 'settings.phone', { type: 'tel' })}
              {field('address', 'settings.address')}
            </>
          )}
          {tab === 'seo' && (
            <>
              {field('metaTitle', 'settings.metaTitle', {
                hint: lengthHint(draft.metaTitle, SEO_HINTS.title),
              })}
              {field('metaDescription', 'settings.metaDescription', {
                multiline: true,
                hint: lengthHint(draft.metaDescription, SEO_HINTS.description),
              })}
              {field('keywords', 'settings.keywords', { hint: t('settings.keywordsHint') })}
              {field('socialImage', 'settings.socialImage', { hint: imageHint })}
            </>
          )}
          {tab === 'customization' && (
            <>
              {(['primaryColor', 'secondaryColor'] as const).map((name) => (
                <Box key={name} sx={{ display: 'flex', gap: 1, alignItems: 'start' }}>
                  <Box
                    component="input"
                    type="color"
                    aria-label={t(`settings.${name}Picker`)}
                    value={/^#[0-9A-Fa-f]{6}$/.test(draft[name]) ? draft[name] : DEFAULT_COLOURS[name]}
                    onChange={(event: React.ChangeEvent<HTMLInputElement>) =>
                      set(name)(event.target.value.toUpperCase())
                    }
                    sx={{ width: 56, height: 56, p: 0, border: 0, background: 'none' }}
                  />
                  {field(name, `settings.${name}`, {
                    hint: t('settings.defaultColour', { colour: DEFAULT_COLOURS[name] }),
                  })}
                </Box>
              ))}
              <TextField
                select
                label={t('settings.font')}
                value={draft.fontFamily}
                onChange={(event) => set('fontFamily')(event.target.value)}
                helperText=" "
              >
                {FONTS.map((font) => (
                  <MenuItem key={font} value={font} sx={{ fontFamily: font }}>
                    {font}
                  </MenuItem>
                ))}
              </TextField>
              {field('logoUrl', 'settings.logo')}
              {field('faviconUrl', 'settings.favicon')}
            </>
          )}
          {tab === 'advanced' && <AdvancedTools />}
        </Box>
      </Paper>
      {tab !== 'advanced' && (
        <Box sx={{ mt: 2, display: 'grid', gap: 1, maxWidth: 720 }}>
          <Box>
            <Button type="submit" variant="contained">
              {t('settings.save')}
            </Button>
          </Box>
          {result === 'saved' && <Alert severity="success">{t('settings.saved')}</Alert>}
          {result === 'invalid' && <Alert severity="error">{t('settings.invalid')}</Alert>}
        </Box>
      )}
    </Box>
  );
}

function AdvancedTools() {
  const t = useAdminText();
  const { history, store } = useAdminModel();
  const { exportAll, chooseFile, feedback } = useContentTransfer();
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  // The session's unsaved changes are kept; everything else is read afresh, the search data on next use.
  const clearCache = async () => {
    const changed = new Set(history.changedIds());
    const documents = await store.refresh(store.ids().filter((id) => !changed.has(id)));
    forgetSearchIndexes();
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
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby="reset-title">
        <DialogTitle id="reset-title">{t('settings.resetConfirmTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('settings.resetConfirm')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>{t('settings.cancel')}</Button>
          <Button color="error" onClick={reset}>
            {t('settings.reset')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
