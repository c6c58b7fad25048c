import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** Key figures as a row of cards that wraps on a narrow screen, read as one labelled list. */
export function FigureCards({
  label,
  figures,
  valueSize = '1.75rem',
}: {
  label: string;
  figures: { label: string; value: string | number }[];
  valueSize?: string;
}) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
      }}
    >
      {figures.map((figure) => (
        <Paper component="li" key={figure.label} sx={{ p: 2 }}>
          <Typography sx={{ color: 'text.secondary' }}>{figure.label}</Typography>
          <Typography sx={{ fontSize: valueSize, fontWeight: 700 }}>{figure.value}</Typography>
        </Paper>
      ))}
    </Box>
  );
}
