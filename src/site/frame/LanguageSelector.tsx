import { useEffect, type MouseEvent } from 'react';
import { styled } from '@mui/material/styles';
import TranslateIcon from '@mui/icons-material/Translate';
import { useLocation, useNavigate } from 'react-router';
import { LANGUAGES, type Language } from '../../content/localize';
import { localizedPath } from '../../content/site-path';
import { useSitePath, useTranslation, type MessageKey } from '../../i18n';
import {
  LANGUAGE_PARAMETER,
  rememberLanguage,
  requestedLanguage,
  storedLanguage,
} from '../language-preference';
import { SectionBox } from './SidebarBox';

/** Each language goes by its own name, whatever the page's language. */
const LANGUAGE_NAMES: Record<Language, MessageKey> = { en: 'language.english', sw: 'language.kiswahili' };

const Options = styled('ul')(({ theme }) => ({
  display: 'flex',
  gap: theme.spacing(1),
  '&&': { padding: theme.spacing(1.5) },
  '& li': { flex: 1 },
  '&& li a': {
    justifyContent: 'center',
    border: `1px solid ${theme.palette.primary.main}`,
    borderRadius: 4,
    fontWeight: 600,
    color: theme.palette.primary.main,
  },
  '&& li a[aria-current="true"]': { background: theme.palette.primary.main, color: '#fff' },
}));

/**
 * The language choices as plain links, so they work before and without scripts: the other
 * language's link is /sw/<path>?lang=sw or /<path>?lang=en, which the server answers by setting or
 * clearing the cookie and redirecting. With scripts, a choice is remembered here and the page in
 * the other language is shown by the router, without loading the page again.
 */
export function LanguageOptions({ labelledBy }: { labelledBy?: string }) {
  const { language, path } = useSitePath();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { search, hash } = useLocation();

  const choose = (event: MouseEvent<HTMLAnchorElement>, chosen: Language) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    rememberLanguage(chosen);
    if (chosen !== language) navigate(localizedPath(path, chosen) + search + hash);
  };

  return (
    <Options aria-labelledby={labelledBy}>
      {LANGUAGES.map((option) => (
        <li key={option}>
          <a
            href={`${localizedPath(path, option)}?${LANGUAGE_PARAMETER}=${option}`}
            hrefLang={option}
            lang={option}
            aria-current={option === language ? 'true' : undefined}
            onClick={(event) => choose(event, option)}
          >
            {t(LANGUAGE_NAMES[option])}
          </a>
        </li>
      ))}
    </Options>
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

/**
 * Applies a language asked for in the address (?lang=, when no server took it) or stored from an
 * earlier visit (when no server answered from the cookie): remembers it and shows the page in it.
 */
export function useLanguagePreference() {
  const { language, path } = useSitePath();
  const { search, hash } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const requested = requestedLanguage(search);
    const params = new URLSearchParams(search);
    params.delete(LANGUAGE_PARAMETER);
    const rest = (params.size ? `?${params}` : '') + hash;
    if (requested) {
      rememberLanguage(requested);
      navigate(localizedPath(path, requested) + rest, { replace: true });
    } else if (language === 'en' && storedLanguage() === 'sw') {
      navigate(localizedPath(path, 'sw') + rest, { replace: true });
    }
    // Once per visit: later navigations follow the visitor's own choices.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
