import { Link } from 'react-router';
import Typography from '@mui/material/Typography';
import { blockRegistry } from '../../blocks/registry';
import type { BlockType } from '../../content/types.generated';
import { useAdminAddress } from '../shared/useAdminAddress';
import { useAdminText } from '../text';
import { isSiteDataDocument } from './documents';

/**
 * Under the form of a block that shows a shared document (the fees, the FAQ): a link to its Site Data
 * tab. With unsaved changes the screen is only named, as leaving would drop them.
 */
export function EditedInSiteData({ type, unsaved }: { type: string; unsaved: boolean }) {
  const t = useAdminText();
  const address = useAdminAddress();
  const documents = (blockRegistry[type as BlockType]?.documents ?? []).filter(isSiteDataDocument);
  return documents.map((documentId) => {
    const document = t(`data.document.${documentId}`);
    return (
      <Typography key={documentId} sx={{ mt: 2 }}>
        {t('data.editedIn', { document })}{' '}
        {unsaved ? (
          t('data.saveFirst')
        ) : (
          <Link to={address(`/admin/dashboard/data?document=${documentId}`)}>
            {t('data.open', { document })}
          </Link>
        )}
      </Typography>
    );
  });
}
