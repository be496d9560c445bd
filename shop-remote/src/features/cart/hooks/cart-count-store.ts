import { create } from 'zustand';
import { getCart } from '../api';

interface CartCountState {
  /** How many rows the buyer's cart holds: the top bar's badge. */
  count: number;
  refresh(): Promise<void>;
  reset(): void;
}

/**
 * The badge's number. ARCHITECTURE.md puts this store in shared-ui; it lives here until the
 * shop is its only reader.
 */
export const useCartCount = create<CartCountState>()((set) => ({
  count: 0,
  async refresh() {
    try {
      set({ count: (await getCart()).length });
    } catch (error) {
      // The spec: a failed load is only logged and the badge keeps its number.
      console.error('Keranjang gagal dimuat', error);
    }
  },
  reset() {
    set({ count: 0 });
  },
}));
