import { genericFailure } from '@pcb/shared-ui';

/** The buyer specification's texts for the product list and search (§2, §7). */
export const NO_PRODUCTS_TEXT = 'Maaf, produk tidak ditemukan. Silakan coba kata kunci lain.';

export const ADMIN_SEARCH_EMPTY_TEXT = 'No products found for your search.';

export const PRODUCT_LOAD_FAILURE = genericFailure('Terjadi kesalahan.');
