import { PageTitle } from '@pcb/shared-ui';
import type { ProductAction } from './product-grid';
import { ProductSection } from './product-section';

/** `/product`: the home page's grid and search on a page of its own. */
export function ProductListPage({ renderAction }: { renderAction?: ProductAction }) {
  return (
    <>
      <PageTitle page="Product" />
      <ProductSection renderAction={renderAction} />
    </>
  );
}
