import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type SvgIcon from '@mui/material/SvgIcon';
import AccessTimeIcon from '@mui/icons-material/AccessTime';
import EmailIcon from '@mui/icons-material/Email';
import LocationOnIcon from '@mui/icons-material/LocationOn';
import PhoneIcon from '@mui/icons-material/Phone';
import { useDocument } from '../../content/hooks';
import { ContentText, useTranslation } from '../../i18n';
import { SmartLink } from '../../ui/SmartLink';
import type { BlockProps } from '../types';
import { whenColumnAtLeast, widthFor } from '../../ui/column-width';

/** A tel: address dials the digits alone; spaces and brackets only help people read the number. */
export function telephoneHref(number: string): string {
  return `tel:${number.replace(/[^+0-9]/g, '')}`;
}

/**
 * Address, phones, e-mails and office hours. The college's own address, main number and main e-mail
 * come from content/site.json, so they are kept in one place with the header and footer.
 */
export default function ContactDetailsBlock({ id, content }: BlockProps<'contact-details'>) {
  const { t, l } = useTranslation();
  const { general } = useDocument('site');
  const headingId = `${id}-heading`;
  const phones = [{ label: t('contact.mainOffice'), number: general.phone }].concat(
    (content.phones ?? []).map((phone) => ({ label: l(phone.label), number: phone.number })),
  );
  const emails = [{ label: t('contact.generalEnquiries'), address: general.email }].concat(
    (content.emails ?? []).map((email) => ({ label: l(email.label), address: email.address })),
  );

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 3 }}>
      <Typography id={headingId} variant="h2" sx={{ mt: 4, mb: 2, color: 'primary.main' }}>
        <ContentText text={content.heading} />
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: '1fr',
          // Two groups side by side once each holds an e-mail address on one line.
          [whenColumnAtLeast(widthFor(2, 280, 16))]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        <Group icon={LocationOnIcon} title={t('contact.address')}>
          <Box component="address" sx={{ fontStyle: 'normal' }}>
            <div>
              <ContentText text={general.siteName} />
            </div>
            <div>
              <ContentText text={general.address} />
            </div>
          </Box>
        </Group>
        <Group icon={AccessTimeIcon} title={t('contact.officeHours')}>
          <LabelledList
            entries={content.officeHours.map((entry) => ({
              label: l(entry.days),
              value: l(entry.hours),
            }))}
          />
        </Group>
        <Group icon={PhoneIcon} title={t('contact.phones')}>
          <LabelledList
            entries={phones.map((phone) => ({
              label: phone.label,
              value: <SmartLink href={telephoneHref(phone.number)}>{phone.number}</SmartLink>,
            }))}
          />
        </Group>
        <Group icon={EmailIcon} title={t('contact.emails')}>
          <LabelledList
            entries={emails.map((email) => ({
              label: email.label,
              value: <SmartLink href={`mailto:${email.address}`}>{email.address}</SmartLink>,
            }))}
          />
        </Group>
      </Box>
    </Box>
  );
}

function Group({
  icon: Icon,
  title,
  children,
}: {
  icon: typeof SvgIcon;
  title: string;
  children: ReactNode;
}) {
  return (
    <Paper variant="outlined" sx={{ p: 2.5 }}>
      <Typography variant="h3" sx={{ m: 0, mb: 1, display: 'flex', alignItems: 'center', gap: 1 }}>
        <Icon aria-hidden sx={{ color: 'primary.main' }} />
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function LabelledList({ entries }: { entries: { label: string; value: ReactNode }[] }) {
  return (
    <Box component="dl" sx={{ m: 0, '& dt': { fontWeight: 700 }, '& dd': { m: 0, mb: 1 } }}>
      {entries.map((entry, index) => (
        <div key={index}>
          <dt>{entry.label}</dt>
          <dd>{entry.value}</dd>
        </div>
      ))}
    </Box>
  );
}
