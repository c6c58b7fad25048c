import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ContentText } from '../../i18n';
import type { BlockProps } from '../types';
import { whenColumnAtLeast, widthFor } from '../../ui/column-width';

export default function ColumnsBlock({ content }: BlockProps<'columns'>) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        mb: 2,
        gridTemplateColumns: '1fr',
        [whenColumnAtLeast(widthFor(content.columns.length, 200, 24))]: {
          gridTemplateColumns: `repeat(${content.columns.length}, minmax(0, 1fr))`,
        },
      }}
    >
      {content.columns.map((column, index) => (
        <div key={index}>
          {column.heading && (
            <Typography variant="h3" sx={{ mb: 1 }}>
              <ContentText text={column.heading} />
            </Typography>
          )}
          <Typography>
            <ContentText text={column.text} />
          </Typography>
        </div>
      ))}
    </Box>
  );
}
