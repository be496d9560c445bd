import { requestPrice } from './domain/custom-pricing';
import type { Transaction } from './transactions';

/** One line of an order, standard product or custom request alike. */
export interface OrderLine {
  key: string;
  name: string;
  quantity: number;
  /** Rupiah per unit, as ordered. */
  price: number;
}

/** An order's standard products and custom requests as plain lines (the buyer's detail, the admin's and the packing sheet). */
export function orderLines(order: Pick<Transaction, 'product'>): OrderLine[] {
  return order.product.flatMap((group) => [
    ...group.standart.map((line) => ({ key: line._id, name: line.id_product.product_name, quantity: line.quantity, price: line.id_product.harga })),
    ...[...group.costom_prototype, ...group.costom_assembly].map((line) => ({
      key: line._id,
      name: line.id_request_costom.name,
      quantity: line.quantity,
      ...requestPrice(line.id_request_costom),
    })),
  ]);
}

/** The shipment an order's timeline names on its dikirim step. */
export function shipmentOf(order: Pick<Transaction, 'expedition'>) {
  const expedition = order.expedition[0];
  return expedition && { courier: expedition.courier, service: expedition.shipping_option, resi: expedition.delivery_receipt };
}
