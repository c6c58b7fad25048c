import Box from '@mui/material/Box';
import DownloadIcon from '@mui/icons-material/Download';
import FileDownloadOffIcon from '@mui/icons-material/FileDownloadOff';
import generatedDocuments from 'virtual:generated-documents';
import { formatFileSize } from '../../content/file-size';
import { useTranslation } from '../../i18n';
import { SmartLink } from '../../ui/SmartLink';

/** The generated file of a document id, or undefined when there is none. */
export function generatedFile(documentId: string | null | undefined) {
  return documentId ? generatedDocuments[documentId] : undefined;
}

/** The file's size as the list shows it, or a note that there is no file. */
export function FileSize({ documentId }: { documentId: string | null | undefined }) {
  const { t } = useTranslation();
  const file = generatedFile(documentId);
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
}: {
  documentId: string | null | undefined;
  name: string;
  type?: string;
}) {
  const { t } = useTranslation();
  const file = generatedFile(documentId);
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
  return (
    <SmartLink
      href={file.url}
      download
      aria-label={t('downloads.download', { name, type, size: formatFileSize(file.bytes) })}
      underline="hover"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 600, whiteSpace: 'nowrap' }}
    >
      <DownloadIcon fontSize="small" />
      {t('downloads.file')}
    </SmartLink>
  );
}
