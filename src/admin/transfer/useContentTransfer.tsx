import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { usePageIndex } from '../../content/hooks';
import type { ContentError } from '../../validation';
import { useAdminModel, useHistoryState } from '../model/AdminModel';
import { useAdminText } from '../text';
import { DecisionDialog } from '../shared/DecisionDialog';
import { useFilePicker } from '../shared/useFilePicker';
import { contentArchive, picturesIn, readImport } from './content-archive';
import { ImportProblemList } from './ImportProblemList';
import { addSessionImage, imageTypeOf, sessionImages } from '../../content/session-media';
import { uploadImportedPictures, withRenamedAddresses } from '../media/import-pictures';
import { uploadedPicturesFor } from '../media/stored-pictures';
import { sameJson } from '../../content/same-json';

/**
 * Export and Import, for the header's buttons and Settings' backup and restore. Import applies all of
 * a file or, when any document fails the checks, nothing, listing each problem. `feedback` (the file
 * picker, the problem list, the notice) is to be rendered once where the controls are.
 */
export function useContentTransfer() {
  const t = useAdminText();
  const { store, history, checks } = useAdminModel();
  useHistoryState();
  const pageIndex = usePageIndex();
  const [problems, setProblems] = useState<ContentError[]>([]);
  const [notice, setNotice] = useState<{ text: string; severity: 'success' | 'info' | 'error' } | null>(null);
  const changed = history.changedIds().filter((id) => store.has(id));

  const exportDocuments = async (ids: string[]) => {
    const documents = Object.fromEntries(ids.map((id) => [id, store.peek(id)]));
    // The pictures added in this tab, and those uploaded to the server that the documents use.
    const archive = contentArchive(documents, [
      ...sessionImages(),
      ...(await uploadedPicturesFor(documents)),
    ]);
    const url = URL.createObjectURL(
      new Blob([archive as Uint8Array<ArrayBuffer>], { type: 'application/zip' }),
    );
    const link = document.createElement('a');
    link.href = url;
    link.download = `content-${new Date().toISOString().slice(0, 10)}.zip`;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 0);
    history.markExported();
  };

  const importFile = async (file: File) => {
    const bytes = new Uint8Array(await file.arrayBuffer());
    const pictures = picturesIn(bytes).filter((picture) => imageTypeOf(picture.address));
    // Importing from the first screen may come before the validation core has arrived.
    await checks.load();
    const { documents, problems: found } = readImport(file.name, bytes, store.ids(), pageIndex, (imported) =>
      checks.problemsBroughtBy(
        imported,
        pictures.map((picture) => picture.address),
      ),
    );
    if (found.length > 0) return setProblems(found);
    const count = Object.keys(documents).length;
    if (count === 0) return setNotice({ text: t('transfer.importNothing'), severity: 'error' });
    // The zip's pictures go to the server, as uploads do; where there is none, they stay in this tab.
    const stored = await uploadImportedPictures(pictures, t);
    if (stored.kind === 'refused') return setProblems(stored.problems);
    if (stored.kind === 'inTab')
      for (const picture of pictures)
        addSessionImage(picture.bytes, imageTypeOf(picture.address)!, picture.address, picture.address);
    const imported = stored.kind === 'stored' ? withRenamedAddresses(documents, stored.renamed) : documents;
    // A backup imported back, or a file of many documents with a few edited, is told by what it changed.
    const changes = Object.keys(imported).filter((id) => !sameJson(store.peek(id), imported[id])).length;
    if (changes === 0) return setNotice({ text: t('transfer.importUnchanged'), severity: 'info' });
    history.edit(
      (draft) => {
        Object.assign(draft, imported);
      },
      { label: t('history.imported', { count: changes }) },
    );
    setNotice({ text: t('transfer.importDone', { changed: changes, count }), severity: 'success' });
  };

  const exportAll = () => void exportDocuments(store.ids().filter((id) => store.peek(id) !== undefined));
  const picker = useFilePicker(
    '.zip,.json,application/zip,application/json',
    t('transfer.import'),
    (file) => void importFile(file),
  );
  const feedback = (
    <>
      {picker.input}
      <DecisionDialog
        open={problems.length > 0}
        title={t('transfer.importRejected', { count: problems.length })}
        onClose={() => setProblems([])}
        decisions={[{ label: t('transfer.close'), onChoose: () => setProblems([]) }]}
      >
        <ImportProblemList problems={problems} />
      </DecisionDialog>
      <Snackbar open={notice !== null} autoHideDuration={6000} onClose={() => setNotice(null)}>
        <Alert severity={notice?.severity} onClose={() => setNotice(null)}>
          {notice?.text}
        </Alert>
      </Snackbar>
    </>
  );
  return { changed, exportDocuments, exportAll, chooseFile: picker.open, feedback };
}
