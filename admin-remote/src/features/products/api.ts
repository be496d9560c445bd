import { productEndpoints, type Product } from '@pcb/contract';
import { bff, queryOptions, scopedKey } from '@pcb/shared-ui';

export const PRODUCTS_KEY = scopedKey('admin', 'products');
/** The shop's product queries, refreshed after a change so an open shop page shows it. */
export const SHOP_PRODUCTS_KEY = scopedKey('public');

export interface ProductValues {
  product_name: string;
  id_category: string;
  harga: string;
  stock: string;
  weight: string;
  description: string;
  image: File | null;
}

/** The add form answered a success other than 201. */
export class NotCreated extends Error {}

export const productQueries = {
  /** Every product, or the search results for a non-blank term. */
  list: (term: string) =>
    queryOptions({
      queryKey: [...PRODUCTS_KEY, 'list', term],
      queryFn: ({ signal }): Promise<Product[]> =>
        term ? bff.admin(productEndpoints.adminSearchProducts, { query: { query: term }, signal }) : bff.admin(productEndpoints.adminListProducts, { signal }),
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: [...PRODUCTS_KEY, 'detail', id],
      queryFn: ({ signal }) => bff.admin(productEndpoints.adminGetProduct, { params: { id }, signal }),
    }),
};

function productForm({ image, ...fields }: ProductValues): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value.trim());
  if (image) form.append('image', image);
  return form;
}

/** Spec §7: the add expects 201. */
export async function createProduct(values: ProductValues) {
  const { status, body } = await bff.adminExchange(productEndpoints.createProduct, { body: productForm(values) });
  if (status !== 201) throw new NotCreated();
  return body;
}

export const updateProduct = (id: string, values: ProductValues) => bff.admin(productEndpoints.updateProduct, { params: { id }, body: productForm(values) });

export const deleteProduct = (id: string) => bff.admin(productEndpoints.deleteProduct, { params: { id } });
