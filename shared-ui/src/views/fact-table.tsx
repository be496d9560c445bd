import { Table } from './chakra';
import type { ReactNode } from 'react';

export interface Fact {
  label: string;
  value: ReactNode;
}

/** Label and value rows: a request's specification, an order's shipping, a payment's details. */
export function FactTable({ caption, facts }: { caption: string; facts: readonly Fact[] }) {
  return (
    <Table.Root size="sm">
      <Table.Caption srOnly>{caption}</Table.Caption>
      <Table.Body>
        {facts.map(({ label, value }) => (
          <Table.Row key={label}>
            <Table.Cell fontWeight="medium" width="40%">
              {label}
            </Table.Cell>
            <Table.Cell>{value}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
