import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeBff, renderWithShell } from '@pcb/shared-ui/testing';
import { anOptionGroup, signInAdmin, signOutAdmin } from '../../../testing/fixtures';
import { AddItemPage } from '../components/add-item-page';
import { EditItemPage } from '../components/edit-item-page';
import { PriceListPage } from '../components/price-list-page';

const API = '/bff/admin/api/admin';
const boardType = anOptionGroup('Board Type', [
  { type: 'Single Pieces', cost: 0 },
  { type: 'Panel by Customer', cost: 15000 },
]);
const layers = anOptionGroup('Layer', [{ type: '2 Layer', cost: 25000 }]);
const [single, panel] = boardType.data;
type Handlers = Parameters<typeof fakeBff>[0];

describe('the custom-prototype price list', () => {
  beforeEach(signInAdmin);

  const showList = (handlers: Handlers = {}, route = '/admin/custom-prototype') => {
    const fake = fakeBff({ [`GET ${API}/costom-prototype`]: { status: 200, body: [boardType, layers] }, ...handlers });
    renderWithShell(<PriceListPage catalogue="prototype" />, { route, toasts: true });
    return fake;
  };
  const pickType = async (name: string) => userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Type' }), name);

  it('offers the types under the placeholder "Select an item" and shows no items before one is chosen', async () => {
    showList();
    const picker = await screen.findByRole('combobox', { name: 'Type' });
    expect(
      within(picker)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select an item', 'Board Type', 'Layer']);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("lists the chosen type's items with name and price, Edit and Delete, and Add", async () => {
    showList();
    await pickType('Board Type');
    const row = screen.getByText('Panel by Customer').closest('tr')!;
    expect(within(row).getByText('Rp. 15.000')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Edit Panel by Customer' })).toHaveAttribute(
      'href',
      `/admin/custom-prototype/editItemPrototype/${boardType._id}/item/${panel._id}`,
    );
    expect(screen.getByRole('link', { name: 'Add' })).toHaveAttribute('href', `/admin/custom-prototype/addPrototype/${boardType._id}`);
    expect(screen.getByTestId('location')).toHaveTextContent(`?type=${boardType._id}`);
  });

  it('says "Failed to load data. Please try again later." when the types do not load', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    showList({ [`GET ${API}/costom-prototype`]: { status: 500, body: { message: 'boom' } } });
    expect(await screen.findByText('Failed to load data. Please try again later.')).toBeInTheDocument();
  });

  async function deleteSingle() {
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Single Pieces' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Hapus' }));
  }
  const DELETE = `DELETE ${API}/costom-prototype/${boardType._id}/item/${single._id}`;

  it('deletes an item after a confirmation with "Item deleted successfully"', async () => {
    const { callsTo } = showList(
      { [DELETE]: { status: 200, body: { message: 'Item deleted successfully' } } },
      `/admin/custom-prototype?type=${boardType._id}`,
    );
    await deleteSingle();
    expect(await screen.findByText('Item deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(callsTo('GET', `${API}/costom-prototype`)).toHaveLength(2));
  });

  it.each([
    ['answered', { status: 404, body: {}, offContract: "the spec's text for a failure without a message" }, 'Failed to delete data. Please try again.'],
    ['unanswered', 'network-error' as const, 'Failed to delete data. Please try again later.'],
  ])('says the delete failed when %s', async (_case, answer, text) => {
    showList({ [DELETE]: answer }, `/admin/custom-prototype?type=${boardType._id}`);
    await deleteSingle();
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('refuses ids that are not 24 hexadecimal characters', async () => {
    const odd = { ...boardType, _id: 'not-an-id' };
    const { calls } = showList(
      { [`GET ${API}/costom-prototype`]: { status: 200, body: [odd], offContract: 'a corrupt row the page must not pass on to a call' } },
      '/admin/custom-prototype?type=not-an-id',
    );
    await deleteSingle();
    expect(await screen.findByText('Invalid typeId or itemId format')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
  });

  it('stops a delete without an admin session', async () => {
    const { calls } = showList({}, `/admin/custom-prototype?type=${boardType._id}`);
    await screen.findByRole('button', { name: 'Delete Single Pieces' });
    signOutAdmin();
    await deleteSingle();
    expect(await screen.findByText('Kamu tidak terountetikasi, silahkan login kembali!')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
  });
});

async function fill(name: string, price: string) {
  const nameField = await screen.findByLabelText('Board Type Name');
  await userEvent.clear(nameField);
  if (name) await userEvent.type(nameField, name);
  const priceField = screen.getByLabelText('Price');
  await userEvent.clear(priceField);
  if (price) await userEvent.type(priceField, price);
}
const save = () => userEvent.click(screen.getByRole('button', { name: 'SAVE' }));

describe('the add item form', () => {
  beforeEach(signInAdmin);
  const ADD = `POST ${API}/costom-assembly/add-component/${boardType._id}`;
  const showAdd = (answer: Handlers[string] = { status: 200, body: boardType }) => {
    const fake = fakeBff({ [`GET ${API}/costom-assembly`]: { status: 200, body: [boardType] }, [ADD]: answer });
    renderWithShell(<AddItemPage catalogue="assembly" />, {
      route: `/admin/custom-assembly/addAssembly/${boardType._id}`,
      path: '/admin/custom-assembly/addAssembly/:typeId',
      toasts: true,
    });
    return fake;
  };

  it('has Board Type Name and Price, BACK to the chosen type and SAVE', async () => {
    showAdd();
    expect(await screen.findByLabelText('Board Type Name')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'BACK' })).toHaveAttribute('href', `/admin/custom-assembly?type=${boardType._id}`);
    expect(screen.getByRole('button', { name: 'SAVE' })).toBeInTheDocument();
  });

  it('says "Please fill in all fields" while one is empty', async () => {
    const { callsTo } = showAdd();
    await fill('Flex', '');
    await save();
    expect(await screen.findByText('Please fill in all fields')).toBeInTheDocument();
    expect(callsTo('POST', ADD.slice(5))).toHaveLength(0);
  });

  it('says "Price must be a number" for a price that is not one', async () => {
    showAdd();
    await fill('Flex', '1e');
    await save();
    expect(await screen.findByText('Price must be a number')).toBeInTheDocument();
  });

  it('reads SAVING... while sending, then says "Item added successfully" and returns to the list', async () => {
    let answer!: (value: { status: number; body: unknown }) => void;
    const { callsTo } = showAdd(() => new Promise((resolve) => (answer = resolve)));
    await fill('Flex', '12500');
    await save();
    expect(await screen.findByRole('button', { name: /SAVING\.\.\./ })).toBeInTheDocument();
    expect(callsTo('POST', ADD.slice(5))[0].body).toEqual({ type: 'Flex', cost: 12500 });
    answer({ status: 200, body: boardType });
    expect(await screen.findByText('Item added successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/admin/custom-assembly?type=${boardType._id}`));
  });

  it('says "An error occurred while processing your request." when the add fails without a reason', async () => {
    showAdd({ status: 500, body: { message: 'Terjadi kesalahan server!' } });
    await fill('Flex', '12500');
    await save();
    expect(await screen.findByText('An error occurred while processing your request.')).toBeInTheDocument();
  });
});

describe('the edit item form', () => {
  beforeEach(signInAdmin);
  const showEdit = (catalogue: 'prototype' | 'assembly', handlers: Handlers = {}, ids = `${boardType._id}/item/${panel._id}`) => {
    const base = `${API}/costom-${catalogue}/${boardType._id}/item/${panel._id}`;
    const fake = fakeBff({ [`GET ${base}`]: { status: 200, body: boardType }, [`PUT ${base}`]: { status: 200, body: boardType }, ...handlers });
    const page = catalogue === 'prototype' ? 'editItemPrototype' : 'editItemAssembly';
    renderWithShell(<EditItemPage catalogue={catalogue} />, {
      route: `/admin/custom-${catalogue}/${page}/${ids}`,
      path: `/admin/custom-${catalogue}/${page}/:typeId/item/:itemId`,
      toasts: true,
    });
    return { ...fake, base };
  };

  it('pre-fills the name and price and saves with "Item updated successfully"', async () => {
    const { callsTo, base } = showEdit('prototype');
    expect(await screen.findByLabelText('Board Type Name')).toHaveValue('Panel by Customer');
    expect(screen.getByLabelText('Price')).toHaveValue('15000');
    await fill('Panel by Customer', '17500');
    await save();
    expect(await screen.findByText('Item updated successfully')).toBeInTheDocument();
    expect(callsTo('PUT', base)[0].body).toEqual({ type: 'Panel by Customer', cost: 17500 });
  });

  it('says "Type must be at least 3 characters long" for a shorter trimmed name', async () => {
    showEdit('prototype');
    await fill('  ab  ', '100');
    await save();
    expect(await screen.findByText('Type must be at least 3 characters long')).toBeInTheDocument();
  });

  it('says "Price must be a number" for a cost that is not one', async () => {
    showEdit('prototype');
    await fill('Panel', '');
    await save();
    expect(await screen.findByText('Price must be a number')).toBeInTheDocument();
  });

  it('saves a cost of 0 on the prototype edit, where the spec asks only for a number', async () => {
    const { callsTo, base } = showEdit('prototype');
    await fill('Panel', '0');
    await save();
    expect(await screen.findByText('Item updated successfully')).toBeInTheDocument();
    expect(callsTo('PUT', base)[0].body).toEqual({ type: 'Panel', cost: 0 });
  });

  it.each(['-5', '0'])('says "Cost must be a positive number" for a cost of %s on the assembly edit', async (cost) => {
    const assembly = showEdit('assembly');
    await fill('Panel', cost);
    await save();
    expect(await screen.findByText('Cost must be a positive number')).toBeInTheDocument();
    expect(assembly.callsTo('PUT', assembly.base)).toHaveLength(0);
  });

  it.each([
    [
      'answered',
      { status: 404, body: {}, offContract: "the spec's text for a failure without a message" },
      'Failed to update the board type. Please try again.',
    ],
    ['unanswered', 'network-error' as const, 'Error occurred during the update.'],
  ])('says the update failed when %s', async (_case, answer, text) => {
    const { base } = showEdit('prototype', { [`PUT ${API}/costom-prototype/${boardType._id}/item/${panel._id}`]: answer });
    expect(base).toContain(panel._id);
    await fill('Panel', '100');
    await save();
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('says "Failed to load data. Please try again later." when the item does not load', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    showEdit('prototype', { [`GET ${API}/costom-prototype/${boardType._id}/item/${panel._id}`]: { status: 500, body: {} } });
    expect(await screen.findByText('Failed to load data. Please try again later.')).toBeInTheDocument();
  });

  it('refuses an address whose ids are not 24 hexadecimal characters, without a call', async () => {
    const { calls } = showEdit('prototype', {}, 'abc/item/xyz');
    expect(await screen.findByText('Invalid typeId or itemId format')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
