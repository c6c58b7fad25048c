import Container from '@mui/material/Container';
import { styled } from '@mui/material/styles';
import type { SocialLink } from '../../content/types.generated';
import { useDocument } from '../../content/hooks';
import { fillTemplate } from '../../content/localize';
import { ContentText, useTranslation } from '../../i18n';
import { SmartLink } from '../../ui/SmartLink';
import { Island } from '../../ui/islands/Island';
import { useManagedLinks } from './useManagedLinks';
import { toTopIsland } from './to-top-island';
import { brand } from '../../ui/brand-colours';
import { FrameIcon } from './FrameIcon';
import type { FrameIconName } from './frame-icon-names';

const socialIcons: Record<SocialLink['platform'], FrameIconName> = {
  Facebook: 'facebook',
  Twitter: 'x',
  Youtube: 'youtube',
  Instagram: 'instagram',
  Linkedin: 'linkedin',
};

const FooterBox = styled('footer')(({ theme }) => ({
  marginTop: theme.spacing(6),
  // Laid out and painted only when near the screen: on a phone it is a screen or two below the first.
  // Until then it stands at a height above its real one (about 1,600 px on a phone, 520 on a desktop),
  // so every line of it lies on its dark background for a contrast check that reads it unpainted.
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 2000px',
  background: brand.deep(theme),
  color: brand.onDeep(theme),
  '& a': { color: '#fff' },
  '& h2': { fontSize: '1rem', margin: theme.spacing(0, 0, 1.5), color: '#fff' },
  '& h2::after': {
    content: '""',
    display: 'block',
    width: 40,
    height: 3,
    marginTop: 6,
    background: theme.palette.secondary.main,
  },
  '& .footer-grid': {
    display: 'grid',
    gap: theme.spacing(4),
    padding: theme.spacing(5, 0),
    gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
  },
  '& ul': { listStyle: 'none', margin: 0, padding: 0 },
  '& li': { marginBottom: theme.spacing(1) },
  '& .contact li': { display: 'flex', gap: theme.spacing(1), alignItems: 'flex-start' },
  '& .contact svg': { fontSize: '1.2rem', marginTop: 3, color: theme.palette.secondary.light },
  '& .social': { display: 'flex', gap: theme.spacing(1), marginTop: theme.spacing(2), flexWrap: 'wrap' },
  '& .social a': {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: 44,
    height: 44,
    borderRadius: '50%',
    background: 'rgba(255,255,255,0.12)',
  },
  '& .social a:hover': { background: theme.palette.secondary.dark },
  // Room below the last row for the floating APPLY NOW button, which would otherwise cover Back to top.
  '& .bottom': { borderTop: '1px solid rgba(255,255,255,0.15)', padding: theme.spacing(2, 0, 11) },
  '& .bottom-row': {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: theme.spacing(2),
  },
  '& .bottom p': { margin: 0 },
  '& .legal': { display: 'flex', gap: theme.spacing(2), flexWrap: 'wrap', alignItems: 'center' },
  '& .to-top': {
    display: 'inline-flex',
    alignItems: 'center',
    gap: 4,
    minHeight: 44,
    padding: theme.spacing(0, 1.5),
    border: '1px solid rgba(255,255,255,0.4)',
    borderRadius: theme.shape.borderRadius,
    background: 'transparent',
    color: '#fff',
    font: 'inherit',
    textDecoration: 'none',
    cursor: 'pointer',
  },
  '& .to-top:hover': { background: 'rgba(255,255,255,0.12)' },
}));

export function Footer() {
  const footer = useDocument('footer');
  const legalLinks = useManagedLinks('footer');
  const { general } = useDocument('site');
  const { t, l } = useTranslation();

  return (
    <FooterBox id="site-footer">
      <Container maxWidth="xl">
        <div className="footer-grid">
          <section aria-labelledby="footer-about">
            <h2 id="footer-about">
              <ContentText text={footer.about.title} />
            </h2>
            <p>
              <ContentText text={footer.about.text} />
            </p>
            <div className="social" role="list" aria-label={t('frame.followUs')}>
              {footer.social.map((link) => {
                return (
                  <span role="listitem" key={link.id}>
                    <SmartLink
                      href={link.url}
                      aria-label={t('frame.socialLink', { platform: link.platform })}
                    >
                      <FrameIcon name={socialIcons[link.platform]} aria-hidden />
                    </SmartLink>
                  </span>
                );
              })}
            </div>
          </section>
          {footer.sections.map((section) => (
            <section key={section.id} aria-labelledby={`footer-${section.id}`}>
              <h2 id={`footer-${section.id}`}>
                <ContentText text={section.title} />
              </h2>
              <ul>
                {section.links.map((link) => (
                  <li key={link.id}>
                    <SmartLink href={link.url}>
                      <ContentText text={link.text} />
                    </SmartLink>
                  </li>
                ))}
              </ul>
            </section>
          ))}
          <section aria-labelledby="footer-contact" className="contact">
            <h2 id="footer-contact">
              <ContentText text={footer.contact.title} />
            </h2>
            <ul>
              <li>
                <FrameIcon name="location" aria-hidden />
                <span>
                  <ContentText text={general.address} />
                </span>
              </li>
              <li>
                <FrameIcon name="phone" aria-hidden />
                <SmartLink href={`tel:${general.phone.replace(/[^+\d]/g, '')}`}>{general.phone}</SmartLink>
              </li>
              <li>
                <FrameIcon name="email" aria-hidden />
                <SmartLink href={`mailto:${general.email}`}>{general.email}</SmartLink>
              </li>
              <li>
                <FrameIcon name="language" aria-hidden />
                <SmartLink href={footer.contact.website}>
                  {footer.contact.website.replace(/^https?:\/\//, '').replace(/\/$/, '')}
                </SmartLink>
              </li>
              <li>
                <FrameIcon name="whatsapp" aria-hidden />
                <SmartLink href={footer.whatsapp.url}>
                  <ContentText text={footer.whatsapp.text} />
                </SmartLink>
              </li>
            </ul>
          </section>
        </div>
      </Container>
      <div className="bottom">
        <Container maxWidth="xl" className="bottom-row">
          <p>{fillTemplate(l(footer.copyright), { siteName: l(general.siteName) })}</p>
          <div className="legal">
            {legalLinks.map((link) => (
              <SmartLink key={link.id} href={link.url}>
                <ContentText text={link.title} />
              </SmartLink>
            ))}
            <Island island={toTopIsland} props={{ label: t('frame.scrollToTop') }} hydrate="visible" />
          </div>
        </Container>
      </div>
    </FooterBox>
  );
}
