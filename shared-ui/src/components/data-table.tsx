import { Table } from '../views/chakra';
import type { ReactNode } from 'react';

export interface Column<Row> {
  header: string;
  cell(row: Row, index: number): ReactNode;
  align?: 'start' | 'center' | 'end';
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

const NUMBER_COLUMN: Column<unknown> = { header: 'No', cell: (_row, index) => index + 1 };

/** A list of rows with headers; on a phone it scrolls sideways inside its own frame. */
export function DataTable<Row>({ caption, rows, columns, rowKey, emptyText, numbered }: DataTableProps<Row>) {
  const shown = numbered ? [NUMBER_COLUMN as Column<Row>, ...columns] : columns;
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm" striped>
        <Table.Caption srOnly>{caption}</Table.Caption>
        <Table.Header>
          <Table.Row>
            {shown.map((column) => (
              <Table.ColumnHeader key={column.header} textAlign={column.align}>
                {column.header}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.length === 0 ? (
            <Table.Row>
              <Table.Cell colSpan={shown.length} textAlign="center" color="fg.muted" py="6">
                {emptyText}
              </Table.Cell>
            </Table.Row>
          ) : (
            rows.map((row, index) => (
              <Table.Row key={rowKey(row)}>
                {shown.map((column) => (
                  <Table.Cell key={column.header} textAlign={column.align}>
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
