import { FigureCards } from '../shared/FigureCards';
import Alert from '@mui/material/Alert';
import { ScreenColumns, ScreenPage } from '../layout/ScreenPage';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { visuallyHidden } from '../../ui/VisuallyHidden';
import type { ReactNode } from 'react';
import { useLanguage } from '../../i18n/language';
import { Loading } from '../layout/DashboardLayout';
import { useAdminText } from '../text';
import { useVisitorReport } from './useVisitorReport';
import { DEVICES, type VisitorReport } from '../../content/statistics';
import { chartMax } from './visitor-report';

/** The statistics endpoint's report, or the spec's sample figures, labelled, when it is unreachable. */
export default function VisitorsScreen() {
  const t = useAdminText();
  const { state, reload } = useVisitorReport();
  return (
    <ScreenPage title={t('screen.visitors')}>
      {state.status !== 'ready' ? (
        <Loading text={t('visitors.loading')} />
      ) : (
        <>
          {state.value.sample && (
            <Alert
              severity="info"
              sx={{ mb: 2 }}
              action={
                <Button color="inherit" size="small" onClick={() => reload()}>
                  {t('visitors.retry')}
                </Button>
              }
            >
              {t('visitors.sampleNotice')}
            </Alert>
          )}
          <ReportView report={state.value.report} sample={state.value.sample} />
        </>
      )}
    </ScreenPage>
  );
}

function ReportView({ report, sample }: { report: VisitorReport; sample: boolean }) {
  const t = useAdminText();
  const language = useLanguage();
  const locale = language === 'sw' ? 'sw-TZ' : 'en-GB';
  const numbers = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const wholeNumbers = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  const months = new Intl.DateTimeFormat(language === 'sw' ? 'sw' : 'en-GB', {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const monthLabel = (month: string) => months.format(new Date(`${month}-01T00:00:00Z`));
  const sampleMark = sample ? ` (${t('visitors.sample')})` : '';
  const figures = [
    { label: t('visitors.total') + sampleMark, value: numbers.format(report.total) },
    { label: t('visitors.averageDaily') + sampleMark, value: numbers.format(report.averageDailyVisitors) },
    { label: t('visitors.bounceRate') + sampleMark, value: `${numbers.format(report.bounceRate)}%` },
  ];

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <FigureCards label={t('visitors.summary')} figures={figures} valueSize="2rem" />
      <ScreenColumns from="lg" columns="minmax(0, 2fr) minmax(0, 1fr)" sx={{ alignItems: 'stretch' }}>
        <ChartPanel title={t('visitors.monthly') + sampleMark}>
          <BarChart
            height={300}
            xAxis={[{ scaleType: 'band', data: report.monthly.map((row) => monthLabel(row.month)) }]}
            // Visits are whole numbers: so are the axis's ticks, from 0 to the spec's 3000 at least (a
            // report with no visits yet would otherwise have an axis of nothing, ticked in fractions).
            yAxis={[
              {
                min: 0,
                max: chartMax(report.monthly),
                tickMinStep: 1,
                valueFormatter: (value: number) => wholeNumbers.format(value),
              },
            ]}
            series={[{ data: report.monthly.map((row) => row.visits), label: t('visitors.visits') }]}
            hideLegend
          />
          <DataTable
            caption={t('visitors.monthly')}
            headers={[t('visitors.month'), t('visitors.visits')]}
            rows={report.monthly.map((row) => [monthLabel(row.month), numbers.format(row.visits)])}
          />
        </ChartPanel>
        <ChartPanel title={t('visitors.devices') + sampleMark}>
          <PieChart
            height={220}
            series={[
              {
                innerRadius: 40,
                data: DEVICES.map((kind, index) => ({
                  id: index,
                  value: report.devices[kind],
                  label: `${t(`visitors.device.${kind}`)} ${numbers.format(report.devices[kind])}%`,
                })),
              },
            ]}
          />
        </ChartPanel>
      </ScreenColumns>
      <ChartPanel title={t('visitors.topPages') + sampleMark}>
        <DataTable
          visible
          caption={t('visitors.topPages')}
          headers={[t('visitors.page'), t('visitors.views')]}
          rows={report.topPages.map((row) => [row.path, numbers.format(row.views)])}
          empty={t('visitors.noPages')}
        />
      </ChartPanel>
    </Box>
  );
}

function ChartPanel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper component="section" aria-label={title} sx={{ p: 2, minWidth: 0 }}>
      <Typography variant="h3" component="h3" sx={{ mb: 1, fontSize: '1.15rem' }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** The figures as a table: visible for the top pages, for screen readers only beside a chart. */
function DataTable({
  caption,
  headers,
  rows,
  visible = false,
  empty,
}: {
  caption: string;
  headers: [string, string];
  rows: string[][];
  visible?: boolean;
  empty?: string;
}) {
  if (rows.length === 0 && empty) return <Typography>{empty}</Typography>;
  return (
    <Table size="small" sx={visible ? undefined : visuallyHidden}>
      <Box component="caption" sx={visuallyHidden}>
        {caption}
      </Box>
      <TableHead>
        <TableRow>
          <TableCell component="th" scope="col">
            {headers[0]}
          </TableCell>
          <TableCell component="th" scope="col" align="right">
            {headers[1]}
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map(([label, value]) => (
          <TableRow key={label}>
            <TableCell component="th" scope="row">
              {label}
            </TableCell>
            <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
              {value}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
