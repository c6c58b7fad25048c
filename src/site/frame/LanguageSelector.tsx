import { useLocation } from 'react-router';
import { styled } from '@mui/material/styles';
import { LANGUAGE_PARAMETER } from '../../content/language-choice';
import { LANGUAGES, type Language } from '../../content/localize';
import { localizedPath, NOT_FOUND_PATH } from '../../content/site-path';
import { useSitePath, useTranslation, type MessageKey } from '../../i18n';
import { buttonLook } from '../../ui/button-look';
import { Island } from '../../ui/islands/Island';
import { languageSelectorIsland } from './language-selector-island';
import { SectionBox } from './SidebarBox';
import { FrameIcon } from './FrameIcon';

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
    fontWeight: 700,
    color: theme.palette.primary.main,
    background: '#fff',
  },
  // Only a page without scripts needs the button: with them, a choice applies at once.
  '& .go': { ...buttonLook({ theme, variant: 'outlined' }), display: 'none' },
  '@media (scripting: none)': { '& .go': { display: 'inline-flex' } },
}));

/**
 * The language choice as a select in a small form, so it works before and without scripts: the form
 * asks for the page with ?lang=sw or ?lang=en, which the server answers by setting or clearing the
 * cookie and redirecting to the page in that language. With scripts the select is an island that
 * remembers a choice and shows the page in that language at once (see LanguageSelector.island).
 */
export function LanguageOptions({ labelledBy }: { labelledBy?: string }) {
  const { language, path } = useSitePath();
  const { t } = useTranslation();
  // The address's own query (a search the server rendered, its filters) goes along with the choice:
  // a form asked for by GET sends only its fields.
  const query = [...new URLSearchParams(useLocation().search)].filter(
    ([name]) => name !== LANGUAGE_PARAMETER,
  );
  // The not-found page is prerendered once for every missing address, which only the browser knows:
  // its form asks for the address it is at, and its choices are that address in each language.
  const missing = path === NOT_FOUND_PATH;
  return (
    <Choice action={missing ? undefined : localizedPath(path, language)} method="get">
      {query.map(([name, value], position) => (
        <input key={position} type="hidden" name={name} value={value} />
      ))}
      <Island
        island={languageSelectorIsland}
        props={{
          language,
          choices: LANGUAGES.map((option) => ({
            language: option,
            name: t(LANGUAGE_NAMES[option]),
            address: missing ? '' : localizedPath(path, option),
          })),
          labelledBy,
          goLabel: t('language.go'),
        }}
        hydrate="idle"
      />
    </Choice>
  );
}

/** The selector as a box of the left sidebar. */
export function LanguageSelector() {
  const { t } = useTranslation();
  return (
    <SectionBox as="nav" aria-labelledby="sidebar-language">
      <h2 id="sidebar-language">
        <FrameIcon name="translate" fontSize="small" aria-hidden />
        {t('language.label')}
      </h2>
      <LanguageOptions labelledBy="sidebar-language" />
    </SectionBox>
  );
}
