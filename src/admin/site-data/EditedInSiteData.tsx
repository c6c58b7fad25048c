import { Link } from 'react-router';
import Typography from '@mui/material/Typography';
import { blockRegistry } from '../../blocks/registry';
import type { BlockType } from '../../content/types.generated';
import { useAdminAddress } from '../shared/useAdminAddress';
import { useAdminText } from '../text';
import { isSiteDataDocument } from './documents';

/**
 * Under a component's form, for a block that shows a shared document (the fees, the FAQ): where that
 * document is edited, a link to its tab of Site Data. While the component has unsaved changes the
 * screen is only named, as leaving would drop them.
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
