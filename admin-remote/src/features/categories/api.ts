import { categoryEndpoints } from '@pcb/contract';
import { bff, queryOptions } from '@pcb/shared-ui';
import { CATEGORIES_KEY, categoryListQuery } from '../../lib/category-options';

export interface CategoryValues {
  category_name: string;
  image: File | null;
}

export const categoryQueries = {
  all: CATEGORIES_KEY,
  list: () => categoryListQuery,
  detail: (id: string) =>
    queryOptions({
      queryKey: [...CATEGORIES_KEY, 'detail', id],
      queryFn: ({ signal }) => bff.admin(categoryEndpoints.getCategory, { params: { id }, signal }),
    }),
};

function categoryForm({ category_name, image }: CategoryValues): FormData {
  const form = new FormData();
  form.append('category_name', category_name.trim());
  if (image) form.append('image', image);
  return form;
}

export const createCategory = (values: CategoryValues) => bff.admin(categoryEndpoints.createCategory, { body: categoryForm(values) });

export const updateCategory = (id: string, values: CategoryValues) =>
  bff.admin(categoryEndpoints.updateCategory, { params: { id }, body: categoryForm(values) });

export const deleteCategory = (id: string) => bff.admin(categoryEndpoints.deleteCategory, { params: { id } });
