import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Collapse from '@mui/material/Collapse';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId, useState } from 'react';
import { analyticsCopy as copy } from '@shared/analytics-copy.ts';

/** A chart's figures as rows of text: the first cell of each row names it. */
export type FigureRows = { columns: readonly string[]; rows: readonly (readonly string[])[] };

function FigureTable({ labelledBy, columns, rows }: FigureRows & { labelledBy: string }) {
  return (
    <Box sx={{ overflowX: 'auto', mt: 1.5 }}>
      <Table size="small" aria-labelledby={labelledBy}>
        <TableHead>
          <TableRow>
            {columns.map((column, index) => (
              <TableCell key={column} align={index === 0 ? 'left' : 'right'}>
                {column}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map(([name, ...values]) => (
            <TableRow key={name}>
              <TableCell component="th" scope="row">
                {name}
              </TableCell>
              {values.map((value, index) => (
                <TableCell key={columns[index + 1]} align="right">
                  {value}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

/**
 * A chart with its figures as a table under "Show as table". The drawing is one labelled image
 * to assistive technology (its axis ticks read one by one would mean nothing); the table, which
 * anyone can open, read and copy, carries the figures.
 */
export function ChartCard({
  title,
  subtitle,
  chart,
  table,
}: {
  title: string;
  subtitle: string;
  chart: ReactNode;
  table: FigureRows;
}) {
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const tableId = useId();
  return (
    <Card component="section" aria-labelledby={titleId} sx={{ height: '100%', minWidth: 0 }}>
      <CardContent sx={{ p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 2, sm: 3 } } }}>
        <Typography id={titleId} component="h2" variant="h6">
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {subtitle}
        </Typography>
        <Box role="img" aria-label={copy.chartLabel(title)} sx={{ width: '100%', minWidth: 0 }}>
          {chart}
        </Box>
        <Button
          size="small"
          color="inherit"
          onClick={() => setOpen((was) => !was)}
          aria-expanded={open}
          aria-controls={tableId}
          endIcon={
            <ExpandMore
              sx={{ transform: open ? 'rotate(180deg)' : 'none', transition: 'transform 150ms' }}
            />
          }
          sx={{ color: 'text.secondary', mt: 1 }}
        >
          {open ? copy.hideTable : copy.showTable}
        </Button>
        <Collapse in={open} id={tableId} unmountOnExit>
          <FigureTable labelledBy={titleId} {...table} />
        </Collapse>
      </CardContent>
    </Card>
  );
}
