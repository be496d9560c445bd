import { usePageTitle } from '../../../lib/page-title';
import type { ProductAction } from './product-grid';
import { ProductSection } from './product-section';

/** `/product`: the home page's grid and search on a page of its own. */
export function ProductListPage({ renderAction }: { renderAction?: ProductAction }) {
  usePageTitle('Product');
  return <ProductSection renderAction={renderAction} />;
}
