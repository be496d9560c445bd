import type { Category } from '@pcb/contract';
import { AsyncContent, useQuery } from '@pcb/shared-ui';
import { FileField, Form, NumberField, SelectField, TextareaField, TextField, useForm } from '@pcb/shared-ui/forms';
import { paths } from '../../../lib/paths';
import { SaveBackButtons } from '../../../lib/save-back-buttons';
import { categoryListQuery } from '../../../lib/category-options';
import type { ProductValues } from '../api';
import { PRODUCT_TEXTS } from '../texts';

const EMPTY: ProductValues = { product_name: '', id_category: '', harga: '', stock: '', weight: '', description: '', image: null };

interface ProductFormProps {
  label: string;
  defaults?: Partial<ProductValues>;
  /** The current picture, previewed until another is chosen. */
  currentImageUrl?: string;
  saving: boolean;
  onSave(values: ProductValues): void;
}

function ProductFields({ categories, label, defaults, currentImageUrl, saving, onSave }: ProductFormProps & { categories: Category[] }) {
  const form = useForm<ProductValues>({ defaultValues: { ...EMPTY, ...defaults } });
  const options = categories.map((c) => ({ value: c._id, label: c.category_name }));
  return (
    <Form form={form} onSubmit={onSave} label={label} maxW="2xl">
      <TextField name="product_name" label="Product Name" required />
      <SelectField name="id_category" label="Category" options={options} placeholder="Pilih kategori" required />
      <NumberField name="harga" label="Price (Rp)" min={0} step={1} required />
      <NumberField name="stock" label="Stock" min={0} step={1} required />
      <NumberField name="weight" label="Weight (gram)" min={1} step={1} required />
      <TextareaField name="description" label="Description" required />
      <FileField name="image" label="Image" accept="image/*" currentUrl={currentImageUrl} required={!currentImageUrl} />
      <SaveBackButtons saving={saving} backTo={paths.products} />
    </Form>
  );
}

/** The add and update forms; the category select waits for the category list. */
export function ProductForm(props: ProductFormProps) {
  const categories = useQuery(categoryListQuery);
  return (
    <AsyncContent query={categories} failure={PRODUCT_TEXTS.categoriesFailed}>
      {(loaded) => <ProductFields categories={loaded} {...props} />}
    </AsyncContent>
  );
}
