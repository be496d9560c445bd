import { Box, Heading, useQuery, useSearchParams } from '@pcb/shared-ui';
import { productQueries, searchTerm } from '../api';
import { useAdminPathSearch } from '../hooks/use-admin-path-search';
import { ProductGrid, type ProductAction } from './product-grid';

/** `Produk Kami` (home and /product): the full list, or the results of `?search=` when it is not blank. */
export function ProductSection({ renderAction }: { renderAction?: ProductAction }) {
  const [params] = useSearchParams();
  const term = params.get('search');
  const products = useQuery(productQueries.search(searchTerm(term)));
  useAdminPathSearch(term);
  return (
    <Box as="section" aria-labelledby="products-title">
      <Heading as="h2" id="products-title" size="2xl" textAlign="center" mb="6">
        Produk Kami
      </Heading>
      <ProductGrid products={products} renderAction={renderAction} />
    </Box>
  );
}
