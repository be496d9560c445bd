import type { OptionItem } from '@pcb/contract';
import { Alert, AsyncContent, PageTitle, useNavigate, useParams, useQuery } from '@pcb/shared-ui';
import { PageHeader } from '@pcb/shared-ui/views';
import { firstProblem } from '@pcb/shared-ui/forms';
import { useAdminAction } from '../../../lib/use-admin-action';
import { changedBy, priceListQueries, updateItem, type Catalogue, type ItemValues } from '../api';
import { listOfType } from '../pages';
import { editRules, idsProblem, PRICE_LIST_TEXTS, UPDATE_FAILURE } from '../texts';
import { ItemForm } from './item-form';

interface EditProps {
  catalogue: Catalogue;
  typeId: string;
  itemId: string;
}

function EditItemForm({ catalogue, typeId, itemId, item }: EditProps & { item: OptionItem }) {
  const navigate = useNavigate();
  const backTo = listOfType(catalogue, typeId);
  const rules = editRules(catalogue);
  const save = useAdminAction({
    check: (values: ItemValues) => firstProblem(values, rules),
    action: (values: ItemValues) => updateItem(catalogue, typeId, itemId, values),
    success: PRICE_LIST_TEXTS.updated,
    failure: UPDATE_FAILURE,
    invalidates: changedBy(catalogue),
    onSuccess: () => navigate(backTo),
  });
  return <ItemForm label="Edit Item" defaults={{ type: item.type, cost: String(item.cost) }} backTo={backTo} saving={save.isPending} onSave={save.submit} />;
}

function LoadedItem(props: EditProps) {
  const item = useQuery(priceListQueries.item(props.catalogue, props.typeId, props.itemId));
  return (
    <AsyncContent query={item} failure={PRICE_LIST_TEXTS.loadFailed} emptyText={PRICE_LIST_TEXTS.loadFailed} isEmpty={(found) => found === null}>
      {(found) => found && <EditItemForm {...props} item={found} />}
    </AsyncContent>
  );
}

/** `editItemPrototype/{typeId}/item/{itemId}` and the assembly one: the item's name and price, pre-filled. */
export function EditItemPage({ catalogue }: { catalogue: Catalogue }) {
  const { typeId = '', itemId = '' } = useParams();
  const badIds = idsProblem(typeId, itemId);
  return (
    <>
      <PageTitle page="Edit Item" />
      <PageHeader title="Edit Item" />
      {badIds ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{badIds}</Alert.Title>
        </Alert.Root>
      ) : (
        <LoadedItem catalogue={catalogue} typeId={typeId} itemId={itemId} />
      )}
    </>
  );
}
