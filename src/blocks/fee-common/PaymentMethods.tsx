import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { PaymentMethods as PaymentMethodsContent } from '../../content/types.generated';
import { useDocument } from '../../content/hooks';
import { ContentText, useTranslation } from '../../i18n';
import { GridList } from '../../ui/GridList';
import { brand } from '../../ui/brand-colours';

/** How to pay: the bank accounts, the ways to pay into them and the reference to write. */
export function PaymentMethods({ methods }: { methods: PaymentMethodsContent }) {
  const { labels } = useDocument('fees');
  const { l } = useTranslation();
  return (
    <Box
      data-testid="payment-methods"
      sx={{
        p: { xs: 2, sm: 2.5 },
        mb: 3,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: brand.tint,
      }}
    >
      <Typography sx={{ mb: 1.5 }}>
        <ContentText text={methods.intro} />
      </Typography>
      {methods.banks && methods.banks.length > 0 && (
        <GridList columns={2} itemMinWidth={320} gap={1.5} marginBottom={2}>
          {methods.banks.map((bank) => (
            <Paper component="li" key={bank.id} variant="outlined" sx={{ p: 2 }}>
              <Typography component="p" sx={{ fontWeight: 700, mb: 1 }}>
                {bank.bank}
              </Typography>
              <Box
                component="dl"
                sx={{
                  m: 0,
                  display: 'grid',
                  gridTemplateColumns: 'auto minmax(0, 1fr)',
                  columnGap: 1.5,
                  rowGap: 0.5,
                  '& dt': { color: 'text.secondary' },
                  '& dd': { m: 0, overflowWrap: 'anywhere' },
                }}
              >
                <dt>
                  <ContentText text={labels.accountName} />
                </dt>
                <dd>{bank.accountName}</dd>
                <dt>
                  <ContentText text={labels.accountNumber} />
                </dt>
                <dd>{bank.accountNumber}</dd>
                {bank.branch && (
                  <>
                    <dt>
                      <ContentText text={labels.branch} />
                    </dt>
                    <dd>{bank.branch}</dd>
                  </>
                )}
              </Box>
            </Paper>
          ))}
        </GridList>
      )}
      <Box component="ul" sx={{ mt: 0, mb: 1.5, pl: 2.5 }}>
        {methods.channels.map((channel, index) => (
          <li key={index}>
            <ContentText text={channel} />
          </li>
        ))}
      </Box>
      <Typography>
        <strong>
          <ContentText text={labels.paymentReference} />:
        </strong>{' '}
        {l(methods.reference)}
      </Typography>
    </Box>
  );
}
