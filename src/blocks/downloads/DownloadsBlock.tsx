import { useDocument } from '../../content/hooks';
import type { DownloadItem } from '../../content/types.generated';
import { ContentText, useTranslation } from '../../i18n';
import { ContentTable } from '../table/ContentTable';
import { SectionHeading } from '../../ui/SectionHeading';
import type { BlockProps } from '../types';
import { DownloadLink, FileSize } from './DownloadLink';

function DownloadTable({ label, items }: { label: string; items: DownloadItem[] }) {
  const { t, l } = useTranslation();
  return (
    <ContentTable
      label={label}
      actionColumn
      columns={[t('downloads.document'), t('downloads.type'), t('downloads.size'), t('downloads.file')]}
      widths={[undefined, '5rem', '8rem', '9rem']}
      rows={items.map((item) => ({
        key: item.id,
        cells: [
          l(item.name),
          item.type,
          <FileSize key="size" documentId={item.document} />,
          <DownloadLink key="link" documentId={item.document} name={l(item.name)} type={item.type} inTable />,
        ],
      }))}
    />
  );
}

/** Every group of content/downloads.json under its heading, or the chosen items in one table. */
export default function DownloadsBlock({ content }: BlockProps<'downloads'>) {
  const { l } = useTranslation();
  const { groups } = useDocument('downloads');
  if (content.items) {
    const all = groups.flatMap((group) => group.items);
    const chosen = content.items.flatMap((id) => all.filter((item) => item.id === id));
    const title = l(content.title);
    return (
      <section>
        {title && <SectionHeading>{title}</SectionHeading>}
        <DownloadTable label={title || chosen.map((item) => l(item.name)).join(', ')} items={chosen} />
      </section>
    );
  }
  return groups.map((group) => (
    <section key={group.id}>
      <SectionHeading>
        <ContentText text={group.title} />
      </SectionHeading>
      <DownloadTable label={l(group.title)} items={group.items} />
    </section>
  ));
}
