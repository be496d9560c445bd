import type { Product } from '@pcb/contract';
import { Loading, SimpleGrid, Text } from '@pcb/shared-ui';
import type { ReactNode } from 'react';
import type { ProductsState } from '../hooks/use-product-search';
import { ProductCard } from './product-card';

export const NO_PRODUCTS_TEXT = 'Maaf, produk tidak ditemukan. Silakan coba kata kunci lain.';

export type ProductAction = (product: Product) => ReactNode;

interface ProductGridProps {
  state: ProductsState;
  renderAction?: ProductAction;
}

/** 1, 2, 3, 4 columns from the smallest screens up to `lg`. A failed load shows nothing (it is logged). */
export function ProductGrid({ state, renderAction }: ProductGridProps) {
  if (state.status === 'loading') return <Loading label="Memuat produk..." />;
  if (state.status === 'failed') return null;
  if (state.data.length === 0) {
    return (
      <Text textAlign="center" color="fg.muted" py="10" role="status">
        {NO_PRODUCTS_TEXT}
      </Text>
    );
  }
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, md: 3, lg: 4 }} gap="6">
      {state.data.map((product) => (
        <ProductCard key={product._id} product={product} action={renderAction?.(product)} />
      ))}
    </SimpleGrid>
  );
}
