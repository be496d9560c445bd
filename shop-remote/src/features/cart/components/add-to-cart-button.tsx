import { IconButton } from '@chakra-ui/react';
import type { Product } from '@pcb/contract';
import { CartIcon } from '../../../app/icons';
import { useAddToCart } from '../hooks/use-add-to-cart';

/** The cart icon button of a product; out of stock, it cannot be pressed. */
export function AddToCartButton({ product }: { product: Product }) {
  const { add, adding } = useAddToCart();
  return (
    <IconButton
      aria-label={`Tambah ${product.product_name} ke keranjang`}
     
      size="sm"
      disabled={product.stock <= 0}
      loading={adding}
      onClick={() => void add(product._id)}
    >
      <CartIcon />
    </IconButton>
  );
}
