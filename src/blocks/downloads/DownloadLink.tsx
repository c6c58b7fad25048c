import Box from '@mui/material/Box';
import DownloadIcon from '@mui/icons-material/Download';
import FileDownloadOffIcon from '@mui/icons-material/FileDownloadOff';
import { localizedDocumentId } from '../../content/document-ids';
import type { GeneratedFiles } from '../../content/generated-files';
import { useGeneratedFiles } from '../../content/hooks';
import { formatFileSize } from '../../content/file-size';
import type { Language } from '../../content/localize';
import { useTranslation } from '../../i18n';
import { SmartLink } from '../../ui/SmartLink';
import { VisuallyHidden } from '../../ui/VisuallyHidden';

/**
 * The generated file of a document id in a language (the Kiswahili copy on a Kiswahili page, the
 * English one where there is no copy), or undefined when there is none.
 */
export function generatedFile(
  files: GeneratedFiles,
  documentId: string | null | undefined,
  language: Language = 'en',
) {
  if (!documentId) return undefined;
  return files[localizedDocumentId(documentId, language)] ?? files[documentId];
}

/** The file's size as the list shows it, or a note that there is no file. */
export function FileSize({ documentId }: { documentId: string | null | undefined }) {
  const { t, language } = useTranslation();
  const file = generatedFile(useGeneratedFiles(), documentId, language);
  return file ? (
    <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
      {formatFileSize(file.bytes)}
    </Box>
  ) : (
    <Box component="span" sx={{ color: 'text.secondary' }}>
      {t('downloads.noSize')}
    </Box>
  );
}

/**
 * A link that downloads a generated document, named with its type and size; without a file, a
 * disabled icon whose title says the document is not available.
 */
export function DownloadLink({
  documentId,
  name,
  type = 'PDF',
  inTable = false,
}: {
  documentId: string | null | undefined;
  name: string;
  type?: string;
  /** In a table's column on wide screens the link reads "Download", its type and size in their own columns. */
  inTable?: boolean;
}) {
  const { t, language } = useTranslation();
  const file = generatedFile(useGeneratedFiles(), documentId, language);
  if (!file) {
    const unavailable = t('downloads.unavailable');
    return (
      <Box
        component="span"
        role="img"
        aria-label={unavailable}
        title={unavailable}
        sx={{ display: 'inline-flex', color: 'text.secondary', verticalAlign: 'middle' }}
      >
        <FileDownloadOffIcon fontSize="small" />
      </Box>
    );
  }
  const size = formatFileSize(file.bytes);
  // The accessible name always holds the visible words, then the document's name.
  const full = (
    <span className="download-full">
      {t('downloads.fileTypeSize', { type, size })}
      <VisuallyHidden>{t('downloads.fileOf', { name })}</VisuallyHidden>
    </span>
  );
  return (
    <SmartLink
      href={file.url}
      download
      underline="hover"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        fontWeight: 700,
        whiteSpace: 'nowrap',
        ...(inTable && {
          '& .download-full': { display: { xs: 'inline', sm: 'none' } },
          '& .download-short': { display: { xs: 'none', sm: 'inline' } },
        }),
      }}
    >
      <DownloadIcon fontSize="small" />
      {inTable && (
        <span className="download-short">
          {t('downloads.file')}
          <VisuallyHidden> {t('downloads.nameTypeSize', { name, type, size })}</VisuallyHidden>
        </span>
      )}
      {full}
    </SmartLink>
  );
}
