import { Text, type TextProps } from '@chakra-ui/react';
import { stockLabel } from '../format/stock';

/** `Stok: n` / `Stok: Habis` in the stock level's colour. */
export function StockText({ stock, ...props }: { stock: number } & Omit<TextProps, 'children'>) {
  const label = stockLabel(stock);
  return (
    <Text color={label.color} fontSize="sm" fontWeight="medium" data-level={label.level} {...props}>
      {label.text}
    </Text>
  );
}
