import { Table } from './chakra';
import { orderLines, type Transaction } from '@pcb/contract';
import { Price } from './price';

/** An order's products and custom requests, each as `quantity × unit price` (the buyer's and the admin's detail). */
export function OrderLinesTable({ order, caption = 'Produk' }: { order: Pick<Transaction, 'product'>; caption?: string }) {
  return (
    <Table.Root size="sm">
      <Table.Caption srOnly>{caption}</Table.Caption>
      <Table.Body>
        {orderLines(order).map((line) => (
          <Table.Row key={line.key}>
            <Table.Cell>{line.name}</Table.Cell>
            <Table.Cell textAlign="end">
              <Price as="span" prefix={`${line.quantity} × `} price={line.price} />
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
