import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { formatBillingDate, subscriptionCopy as copy, type Invoice } from '@shared/billing.ts';
import { QueryState } from '@web/components/query-state.tsx';
import { useInvoices } from '../api/get-invoices.ts';

const money = (invoice: Invoice) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: invoice.currency }).format(
    invoice.amountCents / 100,
  );

function InvoiceRow({ invoice }: { invoice: Invoice }) {
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        py: 1.5,
        borderTop: 1,
        borderColor: 'divider',
        '&:first-of-type': { borderTop: 0 },
      }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }}>
          {money(invoice)}
          {invoice.number && (
            <Typography component="span" color="text.secondary" sx={{ ml: 1 }}>
              {copy.invoiceNumber} {invoice.number}
            </Typography>
          )}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {formatBillingDate(invoice.createdAt)}
        </Typography>
      </Box>
      <Chip
        size="small"
        label={invoice.status}
        color={invoice.status === 'paid' ? 'success' : 'default'}
        variant="outlined"
      />
      {invoice.pdfUrl && (
        <Button
          size="small"
          href={invoice.pdfUrl}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`${copy.invoicePdf}: ${copy.invoiceNumber} ${invoice.number ?? ''} ${formatBillingDate(invoice.createdAt)}`}
        >
          {copy.invoicePdf}
        </Button>
      )}
    </Box>
  );
}

/** The account's invoices, newest first, each with its PDF (none in test mode). */
export function InvoicesCard({ testMode }: { testMode: boolean }) {
  const invoices = useInvoices();
  return (
    <Card component="section" aria-labelledby="invoices-heading">
      <CardContent sx={{ p: { xs: 2.5, sm: 3 }, '&:last-child': { pb: { xs: 2.5, sm: 3 } } }}>
        <Typography id="invoices-heading" component="h2" variant="h6" sx={{ mb: 1 }}>
          {copy.invoices}
        </Typography>
        <QueryState
          query={invoices}
          loadingLabel={copy.invoices}
          errorMessage={copy.invoicesFailed}
          skeleton={<Skeleton variant="rounded" height={64} />}
        >
          {(list) =>
            list.length === 0 ? (
              <Typography color="text.secondary">{copy.noInvoices}</Typography>
            ) : (
              <>
                <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                  {list.map((invoice) => (
                    <InvoiceRow key={invoice.id} invoice={invoice} />
                  ))}
                </Box>
                {testMode && (
                  <Typography variant="caption" color="text.secondary">
                    {copy.testInvoiceNote}
                  </Typography>
                )}
              </>
            )
          }
        </QueryState>
      </CardContent>
    </Card>
  );
}
