import type { Category } from '@pcb/contract';
import { AsyncContent, Button, Card, fileUrl, generatePath, Image, PageTitle, RouterLink, SimpleGrid, Text, useConfirm, useQuery } from '@pcb/shared-ui';
import { PageHeader } from '@pcb/shared-ui/views';
import { Pencil, Trash2 } from 'lucide-react';
import { paths } from '../../../lib/paths';
import { useAdminAction } from '../../../lib/use-admin-action';
import { categoryQueries, deleteCategory } from '../api';
import { CATEGORY_DELETE_FAILURE, CATEGORY_TEXTS } from '../texts';

function CategoryCard({ category, onDelete }: { category: Category; onDelete(): void }) {
  return (
    <Card.Root overflow="hidden" data-testid="category-card">
      <Image src={fileUrl(category.picture_url)} alt={category.category_name} aspectRatio={4 / 3} objectFit="cover" loading="lazy" />
      <Card.Body p="3">
        <Text fontWeight="semibold">{category.category_name}</Text>
      </Card.Body>
      <Card.Footer p="3" pt="0" gap="2">
        <Button asChild size="sm" variant="outline" aria-label={`Edit ${category.category_name}`}>
          <RouterLink to={generatePath(paths.editCategory, { id: category._id })}>
            <Pencil /> Edit
          </RouterLink>
        </Button>
        <Button size="sm" variant="outline" colorPalette="red" aria-label={`Delete ${category.category_name}`} onClick={onDelete}>
          <Trash2 /> Delete
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}

/** `kategoriPortofolio`: the categories as a card grid, each with Edit and Delete. */
export function CategoryListPage() {
  const categories = useQuery(categoryQueries.list());
  const removal = useAdminAction({
    action: (category: Category) => deleteCategory(category._id),
    success: CATEGORY_TEXTS.deleted,
    failure: CATEGORY_DELETE_FAILURE,
    invalidates: [categoryQueries.all],
  });
  const confirmRemoval = useConfirm(
    (category: Category) => ({ title: 'Hapus kategori?', description: `${category.category_name} akan dihapus.` }),
    removal.submit,
  );

  return (
    <>
      <PageTitle page="kategoriPortofolio" />
      <PageHeader
        title="Kategori Portofolio"
        actions={
          <Button asChild>
            <RouterLink to={paths.addCategory}>+ Add Kategori</RouterLink>
          </Button>
        }
      />
      <AsyncContent query={categories} failure={CATEGORY_TEXTS.loadFailed} emptyText={CATEGORY_TEXTS.empty}>
        {(rows) => (
          <SimpleGrid columns={{ base: 2, md: 3, lg: 4 }} gap="4">
            {rows.map((category) => (
              <CategoryCard key={category._id} category={category} onDelete={() => confirmRemoval.ask(category)} />
            ))}
          </SimpleGrid>
        )}
      </AsyncContent>
      {confirmRemoval.dialog}
    </>
  );
}
