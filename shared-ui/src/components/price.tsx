import { Text, VisuallyHidden, type TextProps } from '@chakra-ui/react';
import { formatRupiah } from '../format/rupiah';

interface PriceProps extends TextProps {
  /** Rupiah to pay. */
  price: number;
  /** The earlier price, struck through before the one to pay (a custom request's price before the admin's final price). */
  listPrice?: number;
  /** Written before the prices, such as `1 × `. */
  prefix?: string;
}

/** A price in rupiah; when it changed, the earlier one struck through before it. */
export function Price({ price, listPrice, prefix = '', ...text }: PriceProps) {
  const changed = listPrice !== undefined && listPrice !== price;
  return (
    <Text {...text}>
      {prefix}
      {changed && (
        <>
          <Text as="s" color="fg.muted" fontWeight="normal" marginEnd="2">
            <VisuallyHidden>Harga awal </VisuallyHidden>
            {formatRupiah(listPrice)}
          </Text>
          <VisuallyHidden>Harga akhir </VisuallyHidden>
        </>
      )}
      {formatRupiah(price)}
    </Text>
  );
}
