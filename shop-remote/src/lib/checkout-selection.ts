import { paths } from './paths';

/**
 * What `/checkout` starts from, carried in its URL so a reload keeps it: cart rows (`?cart=`,
 * repeated; their quantities are the cart's, on the server) or one approved custom request
 * (`?custom=`). Both at once is the mix the spec refuses.
 */
export type CheckoutSelection = { kind: 'cart'; cartItemIds: string[] } | { kind: 'custom'; requestId: string } | { kind: 'mixed' } | { kind: 'none' };

export const checkoutUrl = {
  cart: (cartItemIds: readonly string[]) => `${paths.checkout}?${new URLSearchParams(cartItemIds.map((id) => ['cart', id]))}`,
  custom: (requestId: string) => `${paths.checkout}?${new URLSearchParams({ custom: requestId })}`,
};

export function readCheckoutSelection(params: URLSearchParams): CheckoutSelection {
  const cartItemIds = params.getAll('cart');
  const custom = params.get('custom');
  if (cartItemIds.length && custom) return { kind: 'mixed' };
  if (cartItemIds.length) return { kind: 'cart', cartItemIds };
  return custom ? { kind: 'custom', requestId: custom } : { kind: 'none' };
}
