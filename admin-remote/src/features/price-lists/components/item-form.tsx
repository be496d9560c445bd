import { Button, HStack, RouterLink } from '@pcb/shared-ui';
import { Form, TextField, useForm } from '@pcb/shared-ui/forms';
import type { ItemValues } from '../api';

interface ItemFormProps {
  label: string;
  defaults?: ItemValues;
  backTo: string;
  saving: boolean;
  onSave(values: ItemValues): void;
}

/** The add and edit forms of a price-list item: Board Type Name and Price, BACK and SAVE. */
export function ItemForm({ label, defaults = { type: '', cost: '' }, backTo, saving, onSave }: ItemFormProps) {
  const form = useForm<ItemValues>({ defaultValues: defaults });
  return (
    <Form form={form} onSubmit={onSave} label={label} maxW="lg">
      <TextField name="type" label="Board Type Name" />
      {/* Text, not a number input: the spec's "Price must be a number" has to see what was typed. */}
      <TextField name="cost" label="Price" inputMode="decimal" />
      <HStack>
        <Button asChild variant="outline">
          <RouterLink to={backTo}>BACK</RouterLink>
        </Button>
        <Button type="submit" loading={saving} loadingText="SAVING...">
          SAVE
        </Button>
      </HStack>
    </Form>
  );
}
