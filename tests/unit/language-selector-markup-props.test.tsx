// @vitest-environment jsdom
import { renderToString } from 'react-dom/server';
import { expect, it } from 'vitest';
import LanguageSelectorIsland, {
  propsInMarkup,
  type LanguageSelectorProps,
} from '../../src/site/frame/LanguageSelector.island';

const PROPS: LanguageSelectorProps = {
  language: 'sw',
  choices: [
    { language: 'en', name: 'English', address: '/fees' },
    { language: 'sw', name: 'Kiswahili', address: '/sw/fees' },
  ],
  labelledBy: 'mobile-language',
  goLabel: 'Nenda',
};

it("reads the language form's props back from its markup, the page's language whatever was chosen since", () => {
  const host = document.createElement('div');
  host.innerHTML = renderToString(<LanguageSelectorIsland {...PROPS} />);
  host.querySelector('select')!.value = 'en';
  expect(propsInMarkup.read(host)).toEqual(PROPS);
  const { labelledBy: _, ...withoutLabel } = PROPS;
  host.innerHTML = renderToString(<LanguageSelectorIsland {...withoutLabel} />);
  expect(propsInMarkup.read(host)).toEqual(withoutLabel);
});
