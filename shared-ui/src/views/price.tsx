import { Text, type TextProps } from '@chakra-ui/react';
import { formatRupiah } from '../core/format/rupiah';

interface PriceProps extends TextProps {
  /** Rupiah to pay. */
  price: number;
  /** Written before the price, such as `1 × `. */
  prefix?: string;
}

/**
 * A price in rupiah. A custom request's changed price is never struck through like a discount:
 * the custom cart names each change the admin made (issue 37).
 */
export function Price({ price, prefix = '', ...text }: PriceProps) {
  return (
    <Text {...text}>
      {prefix}
      {formatRupiah(price)}
    </Text>
  );
}
