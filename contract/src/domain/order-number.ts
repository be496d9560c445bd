/**
 * The one number people see for an order, on every screen, sheet and e-mail: `#` and the last eight
 * characters of its id, upper-case. Derived from the id, so it never changes; ids end in eight random
 * bytes, so two orders sharing the last four is a one-in-four-billion chance.
 */
export const orderNumber = (orderId: string): string => `#${orderId.slice(-8).toUpperCase()}`;
