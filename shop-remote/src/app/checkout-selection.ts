import type { Product } from '@pcb/contract';

/** One standard product the buyer picked in the cart, with the quantity chosen there. */
export interface CheckoutLine {
  cartItemId: string;
  product: Product;
  quantity: number;
}

/** What the cart hands to `/checkout` as the router's location state. */
export interface CheckoutSelection {
  standart: CheckoutLine[];
}
