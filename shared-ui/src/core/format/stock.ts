export type StockLevel = 'high' | 'low' | 'out';

export interface StockLabel {
  level: StockLevel;
  text: string;
  /** A Chakra colour token: green above 10, the warning colour from 1 to 10, red at 0 (the `fg` shades read well on light and dark, WCAG AA). */
  color: 'green.fg' | 'orange.fg' | 'red.fg';
}

export const LOW_STOCK_LIMIT = 10;

export function stockLabel(stock: number): StockLabel {
  if (stock <= 0) return { level: 'out', text: 'Stok: Habis', color: 'red.fg' };
  const text = `Stok: ${stock}`;
  return stock > LOW_STOCK_LIMIT ? { level: 'high', text, color: 'green.fg' } : { level: 'low', text, color: 'orange.fg' };
}
