import { styled } from '@mui/material/styles';
import { ContentText, useTranslation } from '../../i18n';
import { SmartLink } from '../../ui/SmartLink';
import { useManagedLinks } from './useManagedLinks';

const LinkRow = styled('ul')(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.spacing(0.5, 2),
  listStyle: 'none',
  margin: 0,
  padding: theme.spacing(0, 0, 1),
  '& a': {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: 32,
    fontWeight: 700,
    color: theme.palette.primary.main,
  },
  [theme.breakpoints.up('md')]: { marginLeft: 'auto', padding: 0 },
}));

/** The header's links of the administrator's link catalogue (category "header"), beside the college's name. */
export function HeaderLinks() {
  const links = useManagedLinks('header');
  const { t } = useTranslation();
  if (links.length === 0) return null;
  return (
    <LinkRow aria-label={t('frame.headerLinks')}>
      {links.map((link) => (
        <li key={link.id}>
          <SmartLink href={link.url}>
            <ContentText text={link.title} />
          </SmartLink>
        </li>
      ))}
    </LinkRow>
  );
}
