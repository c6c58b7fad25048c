import type { SidebarRegistrationLink, SidebarSection, SidebarWidget } from '../../content/types.generated';
import { useDocument } from '../../content/hooks';
import { ContentText } from '../../i18n';
import { SmartLink } from '../../ui/SmartLink';
import { ButtonLink } from '../../ui/ButtonLink';
import { sidebarIcons } from './sidebarIcons';
import { FrameIcon } from './FrameIcon';
import { NoteBox, SectionBox } from './SidebarBox';
import { VisitorsPanel } from '../stats/VisitorsPanel';
import { LanguageSelector } from './LanguageSelector';
import { useManagedLinks } from './useManagedLinks';
import { APPLY_BUTTON_ATTRIBUTE } from './FloatingApply';

function LinksSection({ section }: { section: SidebarSection }) {
  const managed = useManagedLinks(section.managedCategory);
  const links = [...section.links, ...managed.map(({ id, title, url }) => ({ id, text: title, url }))];
  const headingId = `sidebar-${section.id}`;
  return (
    <SectionBox aria-labelledby={headingId}>
      <h2 id={headingId}>
        <FrameIcon name={sidebarIcons[section.icon]} fontSize="small" aria-hidden />
        <ContentText text={section.title} />
      </h2>
      <ul>
        {links.map((link) => (
          <li key={link.id}>
            <SmartLink href={link.url}>
              <FrameIcon name="chevron-right" fontSize="small" aria-hidden />
              <ContentText text={link.text} />
            </SmartLink>
          </li>
        ))}
      </ul>
    </SectionBox>
  );
}

function ApplyButton() {
  const { admission } = useDocument('site');
  return (
    <ButtonLink
      href={admission.onlineApplicationUrl}
      newTab
      {...{ [APPLY_BUTTON_ATTRIBUTE]: '' }}
      variant="contained"
      tone="secondary"
      size="large"
      fullWidth
      sx={{ mb: 2.5, py: 1.5, fontWeight: 700, fontSize: '1rem', letterSpacing: 1 }}
    >
      <ContentText text={admission.applyLabel} />
    </ButtonLink>
  );
}

function RegistrationLink({ widget }: { widget: SidebarRegistrationLink }) {
  const { general } = useDocument('site');
  return (
    <NoteBox>
      <SmartLink href={general.registration.url} sx={{ fontWeight: 700 }}>
        <ContentText text={widget.label} />: {general.registration.code}
      </SmartLink>
    </NoteBox>
  );
}

function Widget({ widget }: { widget: SidebarWidget }) {
  switch (widget.type) {
    case 'section':
      return <LinksSection section={widget} />;
    case 'apply':
      return <ApplyButton />;
    case 'registration':
      return <RegistrationLink widget={widget} />;
    case 'visitors':
      return <VisitorsPanel widget={widget} />;
    case 'language':
      return <LanguageSelector />;
  }
}

/** A sidebar: the widgets of content/sidebars.json for its side, top to bottom. */
export function Sidebar({
  side,
  label,
  className,
}: {
  side: 'left' | 'right';
  label: string;
  className?: string;
}) {
  const sidebars = useDocument('sidebars');
  return (
    <aside aria-label={label} className={className}>
      {sidebars[side].map((widget) => (
        <Widget key={widget.id} widget={widget} />
      ))}
    </aside>
  );
}
