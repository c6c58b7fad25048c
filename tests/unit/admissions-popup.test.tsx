// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import AdmissionsDialog from '../../src/blocks/admissions-popup/AdmissionsDialog';
import type { ContentStore } from '../../src/content/store';
import type { AdmissionsPopup } from '../../src/content/types.generated';
import { BlockHarness, installMatchMedia, loadedContentStore } from './support/render-blocks';

let store: ContentStore;
let popup: AdmissionsPopup;
const en = (text: string | { en: string } | undefined) =>
  typeof text === 'string' ? text : (text?.en ?? '');

beforeAll(async () => {
  installMatchMedia();
  store = await loadedContentStore();
  popup = store.peek('popup') as AdmissionsPopup;
});
afterEach(cleanup);

/** Renders the pop-up of one design, open (jsdom has no modal dialogs: the open attribute stands in). */
function renderDesign(design: AdmissionsPopup['design']) {
  render(
    <BlockHarness store={store}>
      <AdmissionsDialog popup={{ ...popup, design }} id="popup" />
    </BlockHarness>,
  );
  document.getElementById('popup')?.setAttribute('open', '');
}

describe('the admissions pop-up', () => {
  it.each(['classic', 'modern', 'minimal'] as const)(
    'in the %s design advertises the admissions with an apply link and a link to the downloads',
    (design) => {
      renderDesign(design);
      const dialog = screen.getByRole('dialog', { name: en(popup.title) });
      expect(dialog.textContent).toContain(en(popup.message));
      const apply = screen.getByRole('link', { name: new RegExp(en(popup.applyLink.text)) });
      expect(apply.getAttribute('href')).toBe(popup.applyLink.url);
      expect(apply.getAttribute('target')).toBe('_blank');
      const downloads = screen.getByRole('link', { name: en(popup.downloadsLink.text) });
      expect(downloads.getAttribute('href')).toBe(popup.downloadsLink.url);
    },
  );

  it('names the deadline in the modern and minimal designs only', () => {
    expect(en(popup.deadline)).toContain('15 August 2024');
    renderDesign('classic');
    expect(screen.queryByText(en(popup.deadline))).toBeNull();
    cleanup();
    renderDesign('modern');
    expect(screen.getByText(en(popup.deadline))).toBeTruthy();
    cleanup();
    renderDesign('minimal');
    expect(screen.getByText(en(popup.deadline))).toBeTruthy();
  });

  it('lists the free hostel offers in the classic design', () => {
    renderDesign('classic');
    for (const highlight of popup.highlights) expect(screen.getByText(en(highlight))).toBeTruthy();
  });

  it('is closed by the browser: its buttons are invoker commands for it, and a click outside it closes it', () => {
    renderDesign('minimal');
    const dialog = screen.getByRole('dialog', { name: en(popup.title) });
    expect(dialog.getAttribute('closedby')).toBe('any');
    for (const name of [en(popup.dismissLabel), 'Close']) {
      const button = screen.getByRole('button', { name });
      expect([button.getAttribute('command'), button.getAttribute('commandfor')]).toEqual(['close', 'popup']);
    }
  });
});
