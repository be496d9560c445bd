import { Table } from './chakra';
import { startTransition, useEffect, useState, type ReactNode } from 'react';

export interface Column<Row> {
  header: string;
  cell(row: Row, index: number): ReactNode;
  align?: 'start' | 'center' | 'end';
  /** Keeps the value on one line (prices, dates, order numbers): never "Rp. 12.0" / "00". */
  nowrap?: boolean;
  /** The row's buttons: pinned to the table's right edge on a wide screen, the card's last line on a phone. */
  actions?: boolean;
}

interface DataTableProps<Row> {
  /** What the table lists, for screen readers. */
  caption: string;
  rows: readonly Row[];
  columns: readonly Column<Row>[];
  rowKey(row: Row): string;
  /** The spec's empty text, shown in one row across the table. */
  emptyText: string;
  /** Adds the spec's `No` column (1, 2, 3…). */
  numbered?: boolean;
}

const NUMBER_COLUMN: Column<unknown> = { header: 'No', cell: (_row, index) => index + 1, nowrap: true };

// Below `md` every row is a card: each cell is a line with its header as a label (from `data-label`),
// so nothing scrolls sideways and the actions are always on screen.
const AS_CARDS = 'md';

// On a phone the headers are read by screen readers only; each card line shows its own label.
const headersOnlyWhenWide = {
  position: { base: 'absolute', [AS_CARDS]: 'static' },
  width: { base: '1px', [AS_CARDS]: 'auto' },
  height: { base: '1px', [AS_CARDS]: 'auto' },
  overflow: { base: 'hidden', [AS_CARDS]: 'visible' },
  clipPath: { base: 'inset(50%)', [AS_CARDS]: 'none' },
  whiteSpace: 'nowrap',
} as const;

const cardCell = {
  display: { base: 'grid', [AS_CARDS]: 'table-cell' },
  gridTemplateColumns: '7.5rem minmax(0, 1fr)',
  gap: '3',
  borderBottomWidth: { base: '0', [AS_CARDS]: '1px' },
  py: { base: '1', [AS_CARDS]: '2' },
  px: { base: '0', [AS_CARDS]: '3' },
  _before: { content: { base: 'attr(data-label)', [AS_CARDS]: 'none' }, color: 'fg.muted', fontWeight: 'medium' },
} as const;

const actionCell = {
  ...cardCell,
  display: { base: 'flex', [AS_CARDS]: 'table-cell' },
  pt: { base: '3', [AS_CARDS]: '2' },
  _before: { content: 'none' },
  // A wide table scrolls inside its frame, but its actions stay pinned to the frame's right edge.
  position: { [AS_CARDS]: 'sticky' },
  right: '0',
  bg: 'bg',
  boxShadow: { [AS_CARDS]: 'inset 1px 0 0 var(--chakra-colors-border)' },
  whiteSpace: { [AS_CARDS]: 'nowrap' },
} as const;

function cellStyle(column: Column<unknown>) {
  if (column.actions) return actionCell;
  return { ...cardCell, textAlign: { [AS_CARDS]: column.align }, whiteSpace: column.nowrap ? 'nowrap' : undefined };
}

/** More than a phone's screen of cards, and a wide screen's of rows. */
const ROWS_PER_STEP = 12;

/**
 * The rows drawn so far: a screenful first, then ROWS_PER_STEP more per transition. A long list drawn at once
 * is one commit (its DOM, Emotion's styles, then style and layout for every cell) that no transition can
 * split: hundreds of milliseconds of a phone's main thread for 50 orders. In steps, each is a short task.
 */
function useRowsInSteps<Row>(rows: readonly Row[]) {
  const [count, setCount] = useState(ROWS_PER_STEP);
  useEffect(() => {
    if (count < rows.length) startTransition(() => setCount((drawn) => drawn + ROWS_PER_STEP));
  }, [count, rows.length]);
  return rows.slice(0, count);
}

/** A list of rows with headers: a table on a wide screen, one card per row on a phone. */
export function DataTable<Row>({ caption, rows: allRows, columns, rowKey, emptyText, numbered }: DataTableProps<Row>) {
  const rows = useRowsInSteps(allRows);
  const shown = numbered ? [NUMBER_COLUMN as Column<Row>, ...columns] : columns;
  return (
    <Table.ScrollArea borderWidth={{ [AS_CARDS]: '1px' }} rounded="md">
      {/* The scroll area keeps every cell on one line; here only prices, dates and actions do, the rest wraps. */}
      <Table.Root size="sm" display={{ base: 'block', [AS_CARDS]: 'table' }} whiteSpace="normal">
        <Table.Caption srOnly>{caption}</Table.Caption>
        <Table.Header {...headersOnlyWhenWide}>
          <Table.Row>
            {shown.map((column) => (
              <Table.ColumnHeader
                key={column.header}
                textAlign={column.align}
                {...(column.actions && { position: 'sticky', right: '0', bg: 'bg', boxShadow: actionCell.boxShadow })}
              >
                {column.header}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body display={{ base: 'flex', [AS_CARDS]: 'table-row-group' }} flexDirection="column" gap="3">
          {rows.length === 0 ? (
            <Table.Row display={{ base: 'block', [AS_CARDS]: 'table-row' }}>
              <Table.Cell colSpan={shown.length} display={{ base: 'block', [AS_CARDS]: 'table-cell' }} textAlign="center" color="fg.muted" py="6">
                {emptyText}
              </Table.Cell>
            </Table.Row>
          ) : (
            rows.map((row, index) => (
              <Table.Row
                key={rowKey(row)}
                display={{ base: 'block', [AS_CARDS]: 'table-row' }}
                borderWidth={{ base: '1px', [AS_CARDS]: '0' }}
                rounded={{ base: 'md', [AS_CARDS]: 'none' }}
                px={{ base: '3', [AS_CARDS]: '0' }}
                py={{ base: '2', [AS_CARDS]: '0' }}
              >
                {shown.map((column) => (
                  <Table.Cell key={column.header} data-label={column.header} {...cellStyle(column as Column<unknown>)}>
                    {column.cell(row, index)}
                  </Table.Cell>
                ))}
              </Table.Row>
            ))
          )}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
