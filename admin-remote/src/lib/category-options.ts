import { categoryEndpoints } from '@pcb/contract';
import { bff, queryOptions, scopedKey } from '@pcb/shared-ui';

/** Every admin query about categories starts with this key, so one change refreshes them all. */
export const CATEGORIES_KEY = scopedKey('admin', 'categories');

/** The category list: the kategoriPortofolio grid and the product forms' select read the same query. */
export const categoryListQuery = queryOptions({
  queryKey: [...CATEGORIES_KEY, 'list'],
  queryFn: ({ signal }) => bff.admin(categoryEndpoints.listCategories, { signal }),
});
