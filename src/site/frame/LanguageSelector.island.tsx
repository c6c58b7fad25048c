import { useEffect, useRef } from 'react';
import type { Language } from '../../content/localize';
import { localizedPath } from '../../content/site-path';
import type { PropsInMarkup } from '../../ui/islands/define-island';
import { useNavigateTo } from '../../ui/islands/navigation';
import { LANGUAGE_PARAMETER, rememberLanguage } from '../language-preference';

export interface LanguageSelectorProps {
  /** The page's language, the select's first value. */
  language: Language;
  /** Every language by its own name, with this page's address in it ('' for the address the browser is at). */
  choices: { language: Language; name: string; address: string }[];
  /** The id of the element that names the select. */
  labelledBy?: string;
  /** The submit button's text, shown only where scripts do not run. */
  goLabel: string;
}

/**
 * The select and Go button of the language form. Without scripts the form asks the server for the
 * page with ?lang=…; with them a choice is remembered and the page in that language shown at once;
 * a choice made before this island adopted the page is still in the select's value, and applied then.
 */
export default function LanguageSelectorIsland({
  language,
  choices,
  labelledBy,
  goLabel,
}: LanguageSelectorProps) {
  const navigateTo = useNavigateTo();
  const select = useRef<HTMLSelectElement>(null);

  const choose = (value: string) => {
    const chosen = choices.find((choice) => choice.language === value);
    if (!chosen) return;
    const { pathname, search, hash } = window.location;
    const address = chosen.address || localizedPath(pathname, chosen.language);
    void rememberLanguage(chosen.language).then(() => {
      if (chosen.language !== language) navigateTo(address + search + hash);
    });
  };
  useEffect(() => {
    const chosenBeforeScripts = select.current?.value;
    if (chosenBeforeScripts && chosenBeforeScripts !== language) choose(chosenBeforeScripts);
    // Once, as the island starts: later choices come through the select's change event.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <>
      <select
        key={language}
        ref={select}
        name={LANGUAGE_PARAMETER}
        defaultValue={language}
        // A value the browser restored on going back would read as a fresh choice and leave again.
        autoComplete="off"
        aria-labelledby={labelledBy}
        onChange={(event) => choose(event.target.value)}
      >
        {choices.map((choice) => (
          <option
            key={choice.language}
            value={choice.language}
            lang={choice.language}
            data-address={choice.address}
          >
            {choice.name}
          </option>
        ))}
      </select>
      <button type="submit" className="go">
        {goLabel}
      </button>
    </>
  );
}

/**
 * Everything, read back from the form as the page shows it (each option holds its address) rather
 * than carried again as this island's JSON. The page's language is the option the page marked
 * selected, whatever the visitor has chosen since: that choice is applied once the island is in.
 */
export const propsInMarkup: PropsInMarkup<LanguageSelectorProps> = {
  keys: ['language', 'choices', 'labelledBy', 'goLabel'],
  read: (host) => {
    const select = host.querySelector('select');
    const options = [...(select?.options ?? [])];
    const labelledBy = select?.getAttribute('aria-labelledby');
    return {
      language: (options.find((option) => option.defaultSelected)?.value ?? '') as Language,
      choices: options.map((option) => ({
        language: option.value as Language,
        name: option.text,
        address: option.dataset.address ?? '',
      })),
      ...(labelledBy ? { labelledBy } : {}),
      goLabel: host.querySelector('.go')?.textContent ?? '',
    };
  },
};
