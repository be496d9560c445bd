import type { Category } from '@pcb/contract';
import { AsyncContent, fileUrl, PageTitle, useNavigate, useParams, useQuery } from '@pcb/shared-ui';
import { PageHeader } from '@pcb/shared-ui/views';
import { allFilled, firstProblem, pictureOrNothing } from '@pcb/shared-ui/forms';
import { paths } from '../../../lib/paths';
import { useAdminAction } from '../../../lib/use-admin-action';
import { categoryQueries, updateCategory, type CategoryValues } from '../api';
import { CATEGORY_SAVE_FAILURE, CATEGORY_TEXTS } from '../texts';
import { CategoryForm } from './category-form';

// The existing picture stays unless another is chosen, so only the name is required here.
const RULES = [
  allFilled<CategoryValues>(['category_name'], CATEGORY_TEXTS.nameRequired),
  pictureOrNothing<CategoryValues>('image', CATEGORY_TEXTS.invalidImage),
];

function EditCategoryForm({ category }: { category: Category }) {
  const navigate = useNavigate();
  const save = useAdminAction({
    check: (values: CategoryValues) => firstProblem(values, RULES),
    action: (values: CategoryValues) => updateCategory(category._id, values),
    success: CATEGORY_TEXTS.updated,
    failure: CATEGORY_SAVE_FAILURE,
    invalidates: [categoryQueries.all],
    onSuccess: () => navigate(paths.categories),
  });
  return (
    <CategoryForm
      label="Edit Kategori"
      defaults={{ category_name: category.category_name }}
      currentImageUrl={fileUrl(category.picture_url)}
      saving={save.isPending}
      onSave={save.submit}
    />
  );
}

/** `kategoriPortofolio/edit-category/{id}`: the category's name and picture, pre-filled. */
export function EditCategoryPage() {
  const { id = '' } = useParams();
  const category = useQuery(categoryQueries.detail(id));
  return (
    <>
      <PageTitle page="Edit Kategori" />
      <PageHeader title="Edit Kategori" />
      <AsyncContent query={category} failure={CATEGORY_TEXTS.loadFailed}>
        {(loaded) => <EditCategoryForm category={loaded} />}
      </AsyncContent>
    </>
  );
}
