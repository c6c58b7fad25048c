// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
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
  // jsdom has no modal dialogs: opening sets the open attribute, closing removes it and says so.
  const dialog = HTMLElement.prototype as HTMLElement & Partial<HTMLDialogElement>;
  dialog.showModal = function (this: HTMLElement) {
    this.setAttribute('open', '');
  };
  dialog.close = function (this: HTMLElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
  store = await loadedContentStore();
  popup = store.peek('popup') as AdmissionsPopup;
});
afterEach(cleanup);

function renderDesign(design: AdmissionsPopup['design'], onClose = vi.fn()) {
  render(
    <BlockHarness store={store}>
      <AdmissionsDialog popup={{ ...popup, design }} open onClose={onClose} />
    </BlockHarness>,
  );
  return onClose;
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

  it('closes with its dismiss button', () => {
    const onClose = renderDesign('minimal');
    const dialog = screen.getByRole('dialog', { name: en(popup.title) });
    expect(dialog.hasAttribute('open')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: en(popup.dismissLabel) }));
    expect(dialog.hasAttribute('open')).toBe(false);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes on a click on its backdrop, not on a click inside it', () => {
    const onClose = renderDesign('classic');
    const dialog = screen.getByRole('dialog', { name: en(popup.title) });
    fireEvent.click(screen.getByText(en(popup.message)));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(dialog);
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
