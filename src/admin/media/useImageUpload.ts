import { useCallback, useState } from 'react';
import { addSessionImage, addUploadedImage, isSessionImageType } from '../../content/session-media';
import type { PictureRefusalReason } from '../../content/publishing';
import { useAdminText, type AdminText, type AdminTextKey } from '../text';
import { uploadPicture, type UploadOutcome } from './upload-picture';

interface ImageUpload {
  /** The address to use, or undefined when the file was refused (`problem` says why). */
  upload: (file: File) => Promise<string | undefined>;
  busy: boolean;
  /** The fraction of the file sent so far, 0 to 1. */
  progress: number;
  /** Why the last upload was refused; null after one that succeeded or while one is under way. */
  problem: string | null;
  /** For when the field took another picture. */
  clearProblem: () => void;
}

const REFUSAL_TEXT: Record<PictureRefusalReason, AdminTextKey> = {
  markup: 'media.refused.markup',
  'not-a-picture': 'media.refused.notPicture',
  'too-large': 'media.tooLarge',
  'too-many-pixels': 'media.refused.tooManyPixels',
  damaged: 'media.refused.damaged',
};

export function uploadProblemText(
  outcome: Exclude<UploadOutcome, { kind: 'uploaded' | 'noServer' }>,
  t: AdminText,
): string {
  switch (outcome.kind) {
    case 'refused': {
      // In the admin's language; the server's own (English) words for a reason not known here.
      const { reason, width = 0, height = 0 } = outcome.refusal;
      if (!reason || !Object.hasOwn(REFUSAL_TEXT, reason)) return outcome.message;
      return t(REFUSAL_TEXT[reason], { width, height, megapixels: ((width * height) / 1e6).toFixed(1) });
    }
    case 'tooLarge':
      return t('media.tooLarge');
    case 'signedOut':
      return t('media.signedOut');
    case 'failed':
      return t('media.failed');
  }
}

/**
 * Picture uploads for a field: the server checks and stores the file at once. This tab shows the chosen
 * file under the answered address until the site serves it; a refusal changes nothing.
 */
export function useImageUpload(): ImageUpload {
  const t = useAdminText();
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useCallback(
    async (file: File) => {
      setBusy(true);
      setProgress(0);
      setProblem(null);
      try {
        const outcome = await uploadPicture(file, setProgress);
        if (outcome.kind === 'uploaded') {
          addUploadedImage(outcome.picture.address, file);
          return outcome.picture.address;
        }
        // Where no server takes pictures (a static preview of the admin), the picture is kept in this
        // tab under the address it would take, and Export writes it beside the documents.
        if (outcome.kind === 'noServer' && isSessionImageType(file.type))
          return addSessionImage(new Uint8Array(await file.arrayBuffer()), file.type, file.name);
        setProblem(outcome.kind === 'noServer' ? t('media.type') : uploadProblemText(outcome, t));
        return undefined;
      } finally {
        setBusy(false);
      }
    },
    [t],
  );
  const clearProblem = useCallback(() => setProblem(null), []);
  return { upload, busy, progress, problem, clearProblem };
}
