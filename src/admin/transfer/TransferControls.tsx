import { useState } from 'react';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import DownloadIcon from '@mui/icons-material/Download';
import UploadIcon from '@mui/icons-material/Upload';
import { HeaderAction } from '../layout/HeaderAction';
import { useAdminText } from '../text';
import { useContentTransfer } from './useContentTransfer';

/** Export (the changed documents, or all) as a zip; Import a zip or JSON, all or nothing. */
export function TransferControls() {
  const t = useAdminText();
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const { changed, exportDocuments, exportAll, chooseFile, feedback } = useContentTransfer();
  const exportAndClose = (run: () => void) => {
    setMenuAnchor(null);
    run();
  };

  return (
    <>
      <HeaderAction
        icon={<DownloadIcon />}
        label={t('transfer.export')}
        aria-haspopup="menu"
        onClick={(event) => setMenuAnchor(event.currentTarget)}
      />
      <Menu open={menuAnchor !== null} anchorEl={menuAnchor} onClose={() => setMenuAnchor(null)}>
        <MenuItem
          disabled={changed.length === 0}
          onClick={() => exportAndClose(() => void exportDocuments(changed))}
        >
          {t('transfer.exportChanged', { count: changed.length })}
        </MenuItem>
        <MenuItem onClick={() => exportAndClose(exportAll)}>{t('transfer.exportAll')}</MenuItem>
      </Menu>
      <HeaderAction icon={<UploadIcon />} label={t('transfer.import')} onClick={chooseFile} />
      {feedback}
    </>
  );
}
