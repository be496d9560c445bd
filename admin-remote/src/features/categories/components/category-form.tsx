import { Button, HStack, RouterLink } from '@pcb/shared-ui';
import { FileField, Form, TextField, useForm } from '@pcb/shared-ui/forms';
import { paths } from '../../../app/paths';
import type { CategoryValues } from '../api';

interface CategoryFormProps {
  label: string;
  defaults?: Partial<CategoryValues>;
  /** The current picture, previewed until another is chosen. */
  currentImageUrl?: string;
  saving: boolean;
  onSave(values: CategoryValues): void;
}

/** The add and edit forms: name and picture, Save and Back to the list. */
export function CategoryForm({ label, defaults, currentImageUrl, saving, onSave }: CategoryFormProps) {
  const form = useForm<CategoryValues>({ defaultValues: { category_name: '', image: null, ...defaults } });
  return (
    <Form form={form} onSubmit={onSave} label={label} maxW="lg">
      <TextField name="category_name" label="Category Name" required />
      <FileField name="image" label="Image" accept="image/*" currentUrl={currentImageUrl} required={!currentImageUrl} />
      <HStack>
        <Button type="submit" loading={saving}>
          Save
        </Button>
        <Button asChild variant="outline">
          <RouterLink to={paths.categories}>Back</RouterLink>
        </Button>
      </HStack>
    </Form>
  );
}
