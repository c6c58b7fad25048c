import { useMemo, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { localize } from '../../content/localize';
import type { Footer, FooterSection, LinkItem, SocialLink } from '../../content/types.generated';
import { Footer as SiteFooter } from '../../site/frame/Footer';
import { useAdminModel, useStoredDocument } from '../model/AdminModel';
import { InlineTextField } from '../shared/InlineTextField';
import { PreviewFrame } from '../shared/PreviewFrame';
import type { ListEditor } from '../shared/list-edits';
import { englishOf, withEnglish } from '../shared/localized-edit';
import { useLinkTargetCheck } from '../shared/useLinkTargetCheck';
import { useListEditor } from '../shared/useListEditor';
import { useAdminText, type AdminTextKey } from '../text';
import {
  contactProblems,
  footerLinksPlace,
  footerSectionsPlace,
  SOCIAL_PLATFORMS,
  socialPlace,
  type ContactFields,
} from './footer-places';

const TABS = ['links', 'contact', 'social', 'preview'] as const;
/** The footer as on a laptop screen, in a frame of its own so its landmark stays out of the admin's. */
const PREVIEW_WIDTH = 1100;
const PREVIEW_HEIGHT = 640;
type FooterTab = (typeof TABS)[number];

/** The footer (content/footer.json): its link groups, contact information and social links, and a preview. */
export function FooterManagementScreen() {
  const t = useAdminText();
  const footer = useStoredDocument<Footer>('footer');
  const [tab, setTab] = useState<FooterTab>('links');
  if (!footer) return null;
  return (
    <Box>
      <Typography variant="h2" sx={{ mb: 2 }}>
        {t('screen.footer')}
      </Typography>
      <Paper>
        <Tabs
          value={tab}
          onChange={(_, value: FooterTab) => setTab(value)}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label={t('footer.tabs')}
        >
          {TABS.map((value) => (
            <Tab
              key={value}
              value={value}
              label={t(`footer.tab.${value}`)}
              id={`footer-tab-${value}`}
              aria-controls="footer-panel"
            />
          ))}
        </Tabs>
        <Box
          role="tabpanel"
          id="footer-panel"
          aria-labelledby={`footer-tab-${tab}`}
          sx={{ p: { xs: 1, sm: 2 } }}
        >
          {tab === 'links' && <FooterLinks sections={footer.sections} />}
          {tab === 'contact' && <ContactForm footer={footer} />}
          {tab === 'social' && <SocialLinks links={footer.social} />}
          {tab === 'preview' && (
            <Box
              tabIndex={0}
              role="region"
              aria-label={t('footer.previewTitle')}
              sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflowX: 'auto' }}
            >
              <PreviewFrame width={PREVIEW_WIDTH} height={PREVIEW_HEIGHT} title={t('footer.previewTitle')}>
                <SiteFooter />
              </PreviewFrame>
            </Box>
          )}
        </Box>
      </Paper>
    </Box>
  );
}

function useAddForm(fields: number) {
  const [values, setValues] = useState<string[]>(() => Array.from({ length: fields }, () => ''));
  const set = (index: number, value: string) =>
    setValues((current) => current.map((old, at) => (at === index ? value : old)));
  const reset = () => setValues(Array.from({ length: fields }, () => ''));
  return { values, set, reset };
}

function FooterLinks({ sections }: { sections: FooterSection[] }) {
  const t = useAdminText();
  const place = useMemo(() => footerSectionsPlace(t), [t]);
  const editor = useListEditor(place);
  const form = useAddForm(1);
  const [title] = form.values;
  const blocked = title!.trim() === '' ? t('footer.needSectionTitle') : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (blocked) return;
    editor.add({ id: editor.newId('footer', title!), title: title!.trim(), links: [] });
    form.reset();
  };
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        aria-label={t('footer.addSection')}
        sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'start' }}
      >
        <TextField
          size="small"
          label={t('footer.sectionTitle')}
          value={title}
          onChange={(event) => form.set(0, event.target.value)}
          helperText={blocked ?? ' '}
        />
        <Button type="submit" variant="contained" startIcon={<AddIcon />} disabled={blocked !== null}>
          {t('footer.addSection')}
        </Button>
      </Box>
      <Box
        component="ul"
        aria-label={t('footer.sections')}
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}
      >
        {sections.map((section) => (
          <SectionCard key={section.id} section={section} editor={editor} />
        ))}
      </Box>
    </Box>
  );
}

function SectionCard({ section, editor }: { section: FooterSection; editor: ListEditor<FooterSection> }) {
  const t = useAdminText();
  const name = localize(section.title, 'en');
  const place = useMemo(() => footerLinksPlace(section.id, t), [section.id, t]);
  const links = useListEditor(place);
  const checkLink = useLinkTargetCheck();
  const form = useAddForm(2);
  const [text, url] = form.values as [string, string];
  const urlProblem = url.trim() === '' ? null : checkLink(url);
  const blocked = text.trim() === '' || url.trim() === '' ? t('footer.needTextAndUrl') : urlProblem;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (blocked) return;
    links.add({ id: links.newId(section.id, text), text: text.trim(), url: url.trim() });
    form.reset();
  };
  return (
    <Box
      component="li"
      aria-label={name}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, display: 'grid', gap: 1.5 }}
    >
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'start' }}>
        <InlineTextField
          label={t('footer.sectionTitle')}
          value={name}
          onCommit={(value) => editor.update(section.id, 'title', withEnglish(section.title, value))}
          problem={(value) => (value.trim() === '' ? t('footer.titleRequired') : null)}
          size="small"
          sx={{ flex: 1 }}
        />
        <IconButton
          aria-label={t('footer.deleteSectionNamed', { name })}
          onClick={() => editor.remove(section.id)}
        >
          <DeleteIcon />
        </IconButton>
      </Box>
      <Box
        component="ul"
        aria-label={t('footer.linksOf', { name })}
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}
      >
        {section.links.map((link) => (
          <LinkRow key={link.id} link={link} editor={links} checkLink={checkLink} />
        ))}
      </Box>
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        aria-label={t('footer.addLinkTo', { name })}
        sx={{
          display: 'grid',
          gap: 1,
          gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 1fr) minmax(0, 1fr) auto' },
          alignItems: 'start',
        }}
      >
        <TextField
          size="small"
          label={t('footer.newLinkText')}
          value={text}
          onChange={(event) => form.set(0, event.target.value)}
        />
        <TextField
          size="small"
          label={t('footer.newLinkUrl')}
          value={url}
          onChange={(event) => form.set(1, event.target.value)}
          error={urlProblem !== null}
          helperText={blocked ?? ' '}
        />
        <Button type="submit" variant="outlined" startIcon={<AddIcon />} disabled={blocked !== null}>
          {t('footer.addLink')}
        </Button>
      </Box>
    </Box>
  );
}

function LinkRow({
  link,
  editor,
  checkLink,
}: {
  link: LinkItem;
  editor: ListEditor<LinkItem>;
  checkLink: (url: string) => string | null;
}) {
  const t = useAdminText();
  const name = localize(link.text, 'en');
  return (
    <Box
      component="li"
      sx={{
        display: 'grid',
        gap: 1,
        alignItems: 'start',
        gridTemplateColumns: { xs: '1fr auto', sm: 'minmax(0, 1fr) minmax(0, 1fr) auto' },
      }}
    >
      <InlineTextField
        label={t('footer.linkText')}
        value={name}
        onCommit={(value) => editor.update(link.id, 'text', withEnglish(link.text, value))}
        problem={(value) => (value.trim() === '' ? t('footer.textRequired') : null)}
        size="small"
        sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}
      />
      <InlineTextField
        label={t('footer.linkUrl')}
        value={link.url}
        onCommit={(value) => editor.update(link.id, 'url', value.trim())}
        problem={checkLink}
        size="small"
      />
      <IconButton aria-label={t('footer.deleteLinkNamed', { name })} onClick={() => editor.remove(link.id)}>
        <DeleteIcon />
      </IconButton>
    </Box>
  );
}

const CONTACT_PROBLEM: Record<'required' | 'phone' | 'email', AdminTextKey> = {
  required: 'footer.fieldRequired',
  phone: 'footer.phoneInvalid',
  email: 'footer.emailInvalid',
};

/** The contact fields are a small form of their own: Save applies all four as one change, or nothing. */
function ContactForm({ footer }: { footer: Footer }) {
  const t = useAdminText();
  const { history } = useAdminModel();
  const checkWebsite = useLinkTargetCheck();
  const stored: ContactFields = {
    address: englishOf(footer.contact.address),
    phone: footer.contact.phone,
    email: footer.contact.email,
    website: footer.contact.website,
  };
  const [draft, setDraft] = useState<ContactFields>(stored);
  const [result, setResult] = useState<'saved' | 'unchanged' | 'invalid' | null>(null);
  const problems = contactProblems(draft);
  const websiteProblem = problems.website ? null : checkWebsite(draft.website);
  const message = (field: keyof ContactFields) =>
    field === 'website' && websiteProblem
      ? websiteProblem
      : problems[field]
        ? t(CONTACT_PROBLEM[problems[field]!])
        : null;
  const invalid = Object.keys(problems).length > 0 || websiteProblem !== null;

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (invalid) {
      setResult('invalid');
      return;
    }
    const changed = history.edit(
      (documents) => {
        const contact = (documents.footer as Footer).contact;
        contact.address = withEnglish(contact.address, draft.address.trim());
        contact.phone = draft.phone.trim();
        contact.email = draft.email.trim();
        contact.website = draft.website.trim();
      },
      { label: t('footer.contactHistory') },
    );
    setResult(changed ? 'saved' : 'unchanged');
  };

  const field = (name: keyof ContactFields, type = 'text') => (
    <TextField
      label={t(`footer.contact.${name}`)}
      type={type}
      value={draft[name]}
      onChange={(event) => {
        setDraft({ ...draft, [name]: event.target.value });
        setResult(null);
      }}
      error={message(name) !== null}
      helperText={message(name) ?? ' '}
      required
    />
  );

  return (
    <Box
      component="form"
      noValidate
      onSubmit={save}
      aria-label={t('footer.tab.contact')}
      sx={{ display: 'grid', gap: 1, maxWidth: 640 }}
    >
      {field('address')}
      {field('phone', 'tel')}
      {field('email', 'email')}
      {field('website', 'url')}
      <Box>
        <Button type="submit" variant="contained">
          {t('footer.saveContact')}
        </Button>
      </Box>
      {result === 'saved' && <Alert severity="success">{t('footer.contactSaved')}</Alert>}
      {result === 'unchanged' && <Alert severity="info">{t('footer.contactUnchanged')}</Alert>}
      {result === 'invalid' && <Alert severity="error">{t('footer.contactInvalid')}</Alert>}
    </Box>
  );
}

function SocialLinks({ links }: { links: SocialLink[] }) {
  const t = useAdminText();
  const place = useMemo(() => socialPlace(t), [t]);
  const editor = useListEditor(place);
  const checkUrl = useLinkTargetCheck();
  const [platform, setPlatform] = useState<SocialLink['platform']>('Facebook');
  const [url, setUrl] = useState('');
  const urlProblem = url.trim() === '' ? null : checkUrl(url);
  const blocked = url.trim() === '' ? t('footer.needSocialUrl') : urlProblem;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (blocked) return;
    editor.add({ id: editor.newId('social', platform), platform, url: url.trim() });
    setUrl('');
  };
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        aria-label={t('footer.addSocial')}
        sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'start' }}
      >
        <TextField
          select
          size="small"
          label={t('footer.platform')}
          value={platform}
          onChange={(event) => setPlatform(event.target.value as SocialLink['platform'])}
          sx={{ minWidth: 160 }}
        >
          {SOCIAL_PLATFORMS.map((option) => (
            <MenuItem key={option} value={option}>
              {option}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          label={t('footer.socialUrl')}
          value={url}
          onChange={(event) => setUrl(event.target.value)}
          error={urlProblem !== null}
          helperText={blocked ?? ' '}
        />
        <Button type="submit" variant="contained" startIcon={<AddIcon />} disabled={blocked !== null}>
          {t('footer.addSocial')}
        </Button>
      </Box>
      <Box
        component="ul"
        aria-label={t('footer.socialLinks')}
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}
      >
        {links.map((link) => (
          <Box
            component="li"
            key={link.id}
            sx={{
              display: 'grid',
              gap: 1,
              alignItems: 'start',
              gridTemplateColumns: { xs: '1fr auto', sm: '10rem minmax(0, 1fr) auto' },
            }}
          >
            <Typography sx={{ fontWeight: 700, pt: 1 }}>{link.platform}</Typography>
            <InlineTextField
              label={t('footer.socialUrlOf', { platform: link.platform })}
              value={link.url}
              onCommit={(value) => editor.update(link.id, 'url', value.trim())}
              problem={checkUrl}
              size="small"
              sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}
            />
            <IconButton
              aria-label={t('footer.deleteSocialNamed', { platform: link.platform })}
              onClick={() => editor.remove(link.id)}
            >
              <DeleteIcon />
            </IconButton>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
