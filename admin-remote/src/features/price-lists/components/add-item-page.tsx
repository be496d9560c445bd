import { PageTitle, useNavigate, useParams, useQuery } from '@pcb/shared-ui';
import { PageHeader } from '@pcb/shared-ui/views';
import { firstProblem } from '@pcb/shared-ui/forms';
import { useAdminAction } from '../../../lib/use-admin-action';
import { addItem, changedBy, priceListQueries, type Catalogue, type ItemValues } from '../api';
import { CATALOGUE_PAGES, listOfType } from '../pages';
import { ADD_FAILURE, ADD_RULES, idsProblem, PRICE_LIST_TEXTS } from '../texts';
import { ItemForm } from './item-form';

/** `addPrototype/{typeId}` and `addAssembly/{typeId}`: a new item in one type. */
export function AddItemPage({ catalogue }: { catalogue: Catalogue }) {
  const { typeId = '' } = useParams();
  const group = useQuery(priceListQueries.groups(catalogue)).data?.find((g) => g._id === typeId);
  const title = `Add ${group?.type ?? CATALOGUE_PAGES[catalogue].title}`;
  const navigate = useNavigate();
  const backTo = listOfType(catalogue, typeId);
  const save = useAdminAction({
    check: (values: ItemValues) => idsProblem(typeId) ?? firstProblem(values, ADD_RULES),
    action: (values: ItemValues) => addItem(catalogue, typeId, values),
    success: PRICE_LIST_TEXTS.added,
    failure: ADD_FAILURE,
    invalidates: changedBy(catalogue),
    onSuccess: () => navigate(backTo),
  });
  return (
    <>
      <PageTitle page={title} />
      <PageHeader title={title} />
      <ItemForm label={title} backTo={backTo} saving={save.isPending} onSave={save.submit} />
    </>
  );
}
