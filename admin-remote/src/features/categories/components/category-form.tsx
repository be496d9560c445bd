import { FileField, Form, TextField, useForm } from '@pcb/shared-ui/forms';
import { paths } from '../../../lib/paths';
import { SaveBackButtons } from '../../../lib/save-back-buttons';
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
      <SaveBackButtons saving={saving} backTo={paths.categories} />
    </Form>
  );
}
