import type { OrderRow } from './api';

export interface OrderLine {
  key: string;
  name: string;
  quantity: number;
  /** Rupiah per unit, as ordered. */
  price: number;
}

/** An order's standard products and custom request as plain lines. */
export function orderLines(order: OrderRow): OrderLine[] {
  return order.product.flatMap((group) => [
    ...group.standart.map((line) => ({ key: line._id, name: line.id_product.product_name, quantity: line.quantity, price: line.id_product.harga })),
    ...[...group.costom_prototype, ...group.costom_assembly].map((line) => ({
      key: line._id,
      name: line.id_request_costom.name,
      quantity: line.quantity,
      price: line.id_request_costom.total_cost,
    })),
  ]);
}

/** A short order number for people: the last eight characters of its id. */
export const orderNumber = (order: Pick<OrderRow, '_id'>) => `#${order._id.slice(-8).toUpperCase()}`;
