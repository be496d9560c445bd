import { PageTitle, useNavigate } from '@pcb/shared-ui';
import { PageHeader } from '@pcb/shared-ui/views';
import { allFilled, firstProblem, pictureOrNothing } from '@pcb/shared-ui/forms';
import { paths } from '../../../lib/paths';
import { useAdminAction } from '../../../lib/use-admin-action';
import { categoryQueries, createCategory, type CategoryValues } from '../api';
import { CATEGORY_SAVE_FAILURE, CATEGORY_TEXTS } from '../texts';
import { CategoryForm } from './category-form';

const RULES = [
  allFilled<CategoryValues>(['category_name'], CATEGORY_TEXTS.nameRequired),
  allFilled<CategoryValues>(['image'], CATEGORY_TEXTS.imageRequired),
  pictureOrNothing<CategoryValues>('image', CATEGORY_TEXTS.invalidImage),
];

/** `kategoriPortofolio/addCategory`: a name and a picture, both required. */
export function AddCategoryPage() {
  const navigate = useNavigate();
  const save = useAdminAction({
    check: (values: CategoryValues) => firstProblem(values, RULES),
    action: createCategory,
    success: CATEGORY_TEXTS.added,
    failure: CATEGORY_SAVE_FAILURE,
    invalidates: [categoryQueries.all],
    onSuccess: () => navigate(paths.categories),
  });
  return (
    <>
      <PageTitle page="Add Kategori" />
      <PageHeader title="Add Kategori" />
      <CategoryForm label="Add Kategori" saving={save.isPending} onSave={save.submit} />
    </>
  );
}
