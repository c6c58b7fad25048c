import { useLocation } from 'react-router';
import { useDocument } from '../../content/hooks';
import { Island } from '../../ui/islands/Island';
import type { BlockProps } from '../types';
import AdmissionsDialog from './AdmissionsDialog';
import { showPopupIsland } from './show-popup-island';

const DIALOG_ID = 'admissions-popup';

/**
 * The admissions pop-up: its dialog is in the page from the start, closed, and a small island opens
 * it at its time. In a page hydrated whole the router's first location has the key "default", so
 * coming back here by an in-app link never shows it.
 */
export default function AdmissionsPopupBlock(_props: BlockProps<'admissions-popup'>) {
  const popup = useDocument('popup');
  const location = useLocation();
  if (!popup.enabled) return null;
  return (
    <>
      <AdmissionsDialog popup={popup} id={DIALOG_ID} />
      <Island
        island={showPopupIsland}
        props={{ dialogId: DIALOG_ID, delayMs: popup.delayMs, startedHere: location.key === 'default' }}
        hydrate="load"
      />
    </>
  );
}
