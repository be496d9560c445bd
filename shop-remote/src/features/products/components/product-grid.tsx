import type { Product } from '@pcb/contract';
import { AsyncContent, SimpleGrid, type UseQueryResult } from '@pcb/shared-ui';
import type { ReactNode } from 'react';
import { NO_PRODUCTS_TEXT } from '../texts';
import { ProductCard } from './product-card';

export type ProductAction = (product: Product) => ReactNode;

interface ProductGridProps {
  products: UseQueryResult<Product[]>;
  renderAction?: ProductAction;
}

/** 1, 2, 3, 4 columns from the smallest screens up to `lg`. A failed load shows nothing (the spec only logs it). */
export function ProductGrid({ products, renderAction }: ProductGridProps) {
  return (
    <AsyncContent query={products} failure={null} emptyText={NO_PRODUCTS_TEXT} loadingLabel="Memuat produk...">
      {(list) => (
        <SimpleGrid columns={{ base: 1, sm: 2, md: 3, lg: 4 }} gap="6">
          {list.map((product) => (
            <ProductCard key={product._id} product={product} action={renderAction?.(product)} />
          ))}
        </SimpleGrid>
      )}
    </AsyncContent>
  );
}
