import type { OptionGroup, OptionItem } from '@pcb/contract';
import {
  AsyncContent,
  Button,
  formatRupiah,
  generatePath,
  HStack,
  IconButton,
  OptionSelect,
  PageTitle,
  RouterLink,
  Stack,
  useQuery,
  useConfirm,
  useSearchParams,
} from '@pcb/shared-ui';
import { type Column, DataTable, Field, PageHeader } from '@pcb/shared-ui/views';
import { Pencil, Trash2 } from 'lucide-react';
import { useAdminAction } from '../../../lib/use-admin-action';
import { changedBy, deleteItem, priceListQueries, type Catalogue } from '../api';
import { CATALOGUE_PAGES } from '../pages';
import { DELETE_FAILURE, idsProblem, PRICE_LIST_TEXTS } from '../texts';

function TypePicker({ groups, typeId, onPick }: { groups: OptionGroup[]; typeId: string; onPick(typeId: string): void }) {
  return (
    <Field.Root maxW={{ md: 'sm' }}>
      <Field.Label>Type</Field.Label>
      <OptionSelect
        options={groups.map((group) => ({ value: group._id, label: group.type }))}
        placeholder="Select an item"
        value={typeId}
        onChange={(e) => onPick(e.target.value)}
      />
    </Field.Root>
  );
}

function GroupItems({ catalogue, group }: { catalogue: Catalogue; group: OptionGroup }) {
  const pages = CATALOGUE_PAGES[catalogue];
  const removal = useAdminAction({
    check: (item: OptionItem) => idsProblem(group._id, item._id),
    action: (item: OptionItem) => deleteItem(catalogue, group._id, item._id),
    success: PRICE_LIST_TEXTS.deleted,
    failure: DELETE_FAILURE,
    invalidates: changedBy(catalogue),
  });
  const confirmRemoval = useConfirm(
    (item: OptionItem) => ({ title: 'Hapus item?', description: `${item.type} akan dihapus dari ${group.type}.` }),
    removal.submit,
  );
  const columns: Column<OptionItem>[] = [
    { header: 'Name', cell: (item) => item.type },
    { header: 'Price', cell: (item) => formatRupiah(item.cost), nowrap: true },
    {
      header: 'Action',
      actions: true,
      cell: (item) => (
        <HStack gap="1">
          <IconButton asChild size="sm" variant="ghost" aria-label={`Edit ${item.type}`}>
            <RouterLink to={generatePath(pages.edit, { typeId: group._id, itemId: item._id })}>
              <Pencil />
            </RouterLink>
          </IconButton>
          <IconButton size="sm" variant="ghost" colorPalette="red" aria-label={`Delete ${item.type}`} onClick={() => confirmRemoval.ask(item)}>
            <Trash2 />
          </IconButton>
        </HStack>
      ),
    },
  ];
  return (
    <Stack gap="3">
      <HStack justify="end">
        <Button asChild>
          <RouterLink to={generatePath(pages.add, { typeId: group._id })}>Add</RouterLink>
        </Button>
      </HStack>
      <DataTable caption={group.type} rows={group.data} columns={columns} rowKey={(item) => item._id} emptyText={PRICE_LIST_TEXTS.noItems} numbered />
      {confirmRemoval.dialog}
    </Stack>
  );
}

/** `custom-prototype` and `custom-assembly`: choose a type, then its items with their prices. */
export function PriceListPage({ catalogue }: { catalogue: Catalogue }) {
  const { title } = CATALOGUE_PAGES[catalogue];
  const groups = useQuery(priceListQueries.groups(catalogue));
  // The chosen type lives in the address, so the forms come back to it.
  const [search, setSearch] = useSearchParams();
  const typeId = search.get('type') ?? '';
  return (
    <Stack gap="4">
      <PageTitle page={title} />
      <PageHeader title={title} />
      <AsyncContent query={groups} failure={PRICE_LIST_TEXTS.loadFailed}>
        {(loaded) => {
          const chosen = loaded.find((group) => group._id === typeId);
          return (
            <>
              <TypePicker groups={loaded} typeId={chosen ? typeId : ''} onPick={(id) => setSearch(id ? { type: id } : {}, { replace: true })} />
              {chosen && <GroupItems catalogue={catalogue} group={chosen} />}
            </>
          );
        }}
      </AsyncContent>
    </Stack>
  );
}
