export type StockLevel = 'high' | 'low' | 'out';

export interface StockLabel {
  level: StockLevel;
  text: string;
  /** A Chakra colour token: green above 10, the warning colour from 1 to 10, red at 0. */
  color: 'green.600' | 'orange.500' | 'red.600';
}

export const LOW_STOCK_LIMIT = 10;

export function stockLabel(stock: number): StockLabel {
  if (stock <= 0) return { level: 'out', text: 'Stok: Habis', color: 'red.600' };
  const text = `Stok: ${stock}`;
  return stock > LOW_STOCK_LIMIT ? { level: 'high', text, color: 'green.600' } : { level: 'low', text, color: 'orange.500' };
}
