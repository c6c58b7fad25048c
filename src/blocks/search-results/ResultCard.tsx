import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import { formatDate } from '../../content/dates';
import { useTranslation } from '../../i18n';
import { excerptFor } from '../../search/highlight';
import type { SearchRecord } from '../../search/records';
import { SmartLink } from '../../ui/SmartLink';
import { HighlightedText } from './HighlightedText';
import { categoryLabel, typeLabel } from './labels';

const Card = styled('article')(({ theme }) => ({
  padding: theme.spacing(2),
  border: '1px solid #d9e1ec',
  borderRadius: 8,
  background: '#fff',
  '& h2': { margin: 0, fontSize: '1.15rem', lineHeight: 1.35 },
  '& .result-address': { color: '#1b6b3a', fontSize: '0.875rem', overflowWrap: 'anywhere' },
  '& .result-facts': {
    display: 'flex',
    flexWrap: 'wrap',
    gap: theme.spacing(0.5, 2),
    margin: theme.spacing(1, 0, 0),
    padding: 0,
    listStyle: 'none',
    color: theme.palette.text.secondary,
    fontSize: '0.875rem',
  },
  '& mark': { background: '#ffe98a', color: 'inherit', padding: '0 1px' },
}));

/** One result: its title as a link, the excerpt with the matched words marked, address, type, category, date. */
export function ResultCard({ record, terms }: { record: SearchRecord; terms: readonly string[] }) {
  const { t, language } = useTranslation();
  return (
    <Card>
      <h2>
        <SmartLink href={record.url}>
          <HighlightedText text={record.title} terms={terms} />
        </SmartLink>
      </h2>
      <Typography variant="body2" sx={{ mt: 0.75 }}>
        <HighlightedText text={excerptFor(record.excerpt, record.content, terms)} terms={terms} />
      </Typography>
      <div className="result-address">{record.url}</div>
      <ul className="result-facts" aria-label={t('search.resultDetails')}>
        <li>
          {t('search.type')}: {typeLabel(t, record.type)}
        </li>
        <li>
          {t('search.category')}: {categoryLabel(t, record.category)}
        </li>
        <li>
          {t('search.date')}: <time dateTime={record.date}>{formatDate(record.date, language)}</time>
        </li>
      </ul>
    </Card>
  );
}
