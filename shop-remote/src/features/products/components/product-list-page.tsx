import { useSearchParams } from '@pcb/shared-ui';
import { usePageTitle } from '../../../app/page-title';
import { useAdminPathSearch } from '../hooks/use-admin-path-search';
import type { ProductAction } from './product-grid';
import { ProductSection } from './product-section';

/** `/product`: the home page's grid and search, plus the admin-path search of the spec. */
export function ProductListPage({ renderAction }: { renderAction?: ProductAction }) {
  usePageTitle('Product');
  const [params] = useSearchParams();
  useAdminPathSearch(params.get('search'));
  return <ProductSection renderAction={renderAction} />;
}
