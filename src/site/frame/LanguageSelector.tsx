import { useEffect, useRef } from 'react';
import { styled } from '@mui/material/styles';
import TranslateIcon from '@mui/icons-material/Translate';
import { useLocation, useNavigate } from 'react-router';
import { LANGUAGES, type Language } from '../../content/localize';
import { LookButton } from '../../ui/ButtonLink';
import { localizedPath } from '../../content/site-path';
import { useSitePath, useTranslation, type MessageKey } from '../../i18n';
import { LANGUAGE_PARAMETER, rememberLanguage } from '../language-preference';
import { SectionBox } from './SidebarBox';

const isLanguage = (value: string): value is Language => (LANGUAGES as readonly string[]).includes(value);

/** Each language goes by its own name, whatever the page's language. */
const LANGUAGE_NAMES: Record<Language, MessageKey> = { en: 'language.english', sw: 'language.kiswahili' };

const Choice = styled('form')(({ theme }) => ({
  display: 'flex',
  gap: theme.spacing(1),
  padding: theme.spacing(1.5),
  '& select': {
    flex: 1,
    minWidth: 0,
    minHeight: 44,
    padding: theme.spacing(0.5, 1),
    border: `1px solid ${theme.palette.primary.main}`,
    borderRadius: 4,
    font: 'inherit',
    fontWeight: 600,
    color: theme.palette.primary.main,
    background: '#fff',
  },
  // Only a page without scripts needs the button: with them, a choice applies at once.
  '& .go': { display: 'none' },
  '@media (scripting: none)': { '& .go': { display: 'inline-flex' } },
}));

/**
 * The language choice as a select in a small form, so it works before and without scripts: the form
 * asks for the page with ?lang=sw or ?lang=en, which the server answers by setting or clearing the
 * cookie and redirecting to the page in that language. With scripts, a choice is remembered here and
 * the page in the other language is shown by the router at once, without loading the page again; a
 * choice made while the scripts were loading is applied when they start.
 */
export function LanguageOptions({ labelledBy }: { labelledBy?: string }) {
  const { language, path } = useSitePath();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { search, hash } = useLocation();
  const select = useRef<HTMLSelectElement>(null);

  const choose = (chosen: string) => {
    if (!isLanguage(chosen)) return;
    rememberLanguage(chosen);
    if (chosen !== language) void navigate(localizedPath(path, chosen) + search + hash);
  };
  useEffect(() => {
    const chosenBeforeScripts = select.current?.value;
    if (chosenBeforeScripts && chosenBeforeScripts !== language) choose(chosenBeforeScripts);
    // Once, as the scripts start: later choices come through the select's change event.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <Choice action={localizedPath(path, language)} method="get">
      <select
        key={language}
        ref={select}
        name={LANGUAGE_PARAMETER}
        defaultValue={language}
        aria-labelledby={labelledBy}
        onChange={(event) => choose(event.target.value)}
      >
        {LANGUAGES.map((option) => (
          <option key={option} value={option} lang={option}>
            {t(LANGUAGE_NAMES[option])}
          </option>
        ))}
      </select>
      <LookButton type="submit" variant="outlined" className="go">
        {t('language.go')}
      </LookButton>
    </Choice>
  );
}

/** The selector as a box of the left sidebar. */
export function LanguageSelector() {
  const { t } = useTranslation();
  return (
    <SectionBox component="nav" aria-labelledby="sidebar-language">
      <h2 id="sidebar-language">
        <TranslateIcon fontSize="small" aria-hidden />
        {t('language.label')}
      </h2>
      <LanguageOptions labelledBy="sidebar-language" />
    </SectionBox>
  );
}
