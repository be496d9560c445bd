import { Box, Heading, useSearchParams } from '@pcb/shared-ui';
import { useProductSearch } from '../hooks/use-product-search';
import { ProductGrid, type ProductAction } from './product-grid';

/** `Produk Kami`: the full list, or the results of `?search=` when it is not blank. */
export function ProductSection({ renderAction }: { renderAction?: ProductAction }) {
  const [params] = useSearchParams();
  const state = useProductSearch(params.get('search'));
  return (
    <Box as="section" aria-labelledby="products-title">
      <Heading as="h2" id="products-title" size="2xl" textAlign="center" mb="6">
        Produk Kami
      </Heading>
      <ProductGrid state={state} renderAction={renderAction} />
    </Box>
  );
}
