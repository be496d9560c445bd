import { Button, IconButton } from '@pcb/shared-ui';
import type { Product } from '@pcb/contract';
import { ShoppingCart } from 'lucide-react';
import { useAddToCart } from '../hooks/use-add-to-cart';

/** A product's add-to-cart control: an icon on cards, a labelled button on the detail page. Out of stock, it cannot be pressed. */
export function AddToCartButton({ product, withLabel = false }: { product: Product; withLabel?: boolean }) {
  const { add, adding } = useAddToCart();
  const shared = { disabled: product.stock <= 0, loading: adding, onClick: () => void add(product._id) };
  if (withLabel) {
    return (
      <Button {...shared}>
        <ShoppingCart /> Tambah ke Keranjang
      </Button>
    );
  }
  return (
    <IconButton aria-label={`Tambah ${product.product_name} ke keranjang`} size="sm" {...shared}>
      <ShoppingCart />
    </IconButton>
  );
}
