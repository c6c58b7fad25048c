// @vitest-environment jsdom
import { renderToString } from 'react-dom/server';
import { expect, it } from 'vitest';
import SearchDialogIsland, {
  propsInMarkup,
  type SearchDialogIslandProps,
} from '../../src/site/frame/search/SearchDialog.island';

const PROPS: SearchDialogIslandProps = {
  language: 'sw',
  searchPath: '/sw/search',
  text: {
    title: 'Tovuti ya ECHAS',
    close: 'Funga',
    label: 'Tafuta kwenye tovuti',
    suggestions: 'Kurasa zinazolingana',
    hint: 'Jaribu kutafuta: kozi, programu, udahili',
    submit: 'Tafuta',
  },
};

it("reads the search dialog's address and texts back from its markup, as the page leaves them out of its JSON", () => {
  const host = document.createElement('div');
  host.innerHTML = renderToString(<SearchDialogIsland {...PROPS} />);
  expect(propsInMarkup.keys).toEqual(['searchPath', 'text']);
  expect(propsInMarkup.read(host)).toEqual({ searchPath: PROPS.searchPath, text: PROPS.text });
});
