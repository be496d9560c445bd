import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeBff, renderWithShell } from '@pcb/shared-ui/testing';
import { aCategory, aPicture, fakeObjectUrls, signInAdmin, signOutAdmin } from '../../../testing/fixtures';
import { AddCategoryPage } from '../components/add-category-page';
import { CategoryListPage } from '../components/category-list-page';
import { EditCategoryPage } from '../components/edit-category-page';

const LIST = 'GET /bff/admin/api/admin/product/categories';
const ADD = 'POST /bff/admin/api/admin/product/categories/add';
const kits = aCategory({ category_name: 'Kit Arduino' });
const sensors = aCategory({ category_name: 'Sensor' });

const showList = (handlers: Parameters<typeof fakeBff>[0] = {}) => {
  const bff = fakeBff({ [LIST]: { status: 200, body: [kits, sensors] }, ...handlers });
  renderWithShell(<CategoryListPage />, { route: '/admin/kategoriPortofolio', toasts: true });
  return bff;
};

async function deleteKits() {
  await userEvent.click(await screen.findByRole('button', { name: 'Delete Kit Arduino' }));
  await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Hapus' }));
}

async function fillName(name: string) {
  const field = await screen.findByLabelText(/Category Name/);
  await userEvent.clear(field);
  if (name) await userEvent.type(field, name);
}

const pickFile = async (file: File) => userEvent.upload(screen.getByLabelText(/^Image/), file);
const save = () => userEvent.click(screen.getByRole('button', { name: 'Save' }));

describe('kategoriPortofolio', () => {
  beforeEach(signInAdmin);

  it('shows each category as a card with its picture, name, Edit and Delete', async () => {
    showList();
    const cards = await screen.findAllByTestId('category-card');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]).getByRole('img', { name: 'Kit Arduino' })).toHaveAttribute('src', `/bff/files/${kits.picture_url}`);
    expect(within(cards[0]).getByRole('link', { name: 'Edit Kit Arduino' })).toHaveAttribute('href', `/admin/kategoriPortofolio/edit-category/${kits._id}`);
    expect(screen.getByRole('link', { name: '+ Add Kategori' })).toHaveAttribute('href', '/admin/kategoriPortofolio/addCategory');
  });

  it('says "Categories is empty!" when there are none', async () => {
    showList({ [LIST]: { status: 200, body: [] } });
    expect(await screen.findByText('Categories is empty!')).toBeInTheDocument();
  });

  it('says "Failed to fetch category data." when the list does not load', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    showList({ [LIST]: { status: 500, body: { message: 'boom' } } });
    expect(await screen.findByText('Failed to fetch category data.')).toBeInTheDocument();
  });

  it('deletes a category after a confirmation and refreshes the grid', async () => {
    const { callsTo } = showList({ [`DELETE /bff/admin/api/admin/product/categories/delete/${kits._id}`]: { status: 200, body: { message: 'ok' } } });
    await deleteKits();
    expect(await screen.findByText('Category deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(callsTo('GET', '/bff/admin/api/admin/product/categories')).toHaveLength(2));
  });

  it("shows the server's refusal when the category still holds products", async () => {
    const refusal = 'Kategori masih memiliki produk. Pindahkan atau hapus produknya terlebih dahulu.';
    showList({ [`DELETE /bff/admin/api/admin/product/categories/delete/${kits._id}`]: { status: 409, body: { message: refusal } } });
    await deleteKits();
    expect(await screen.findByText(refusal)).toBeInTheDocument();
  });

  it('says "Failed to delete category. Please check your connection." when no answer arrives', async () => {
    showList({ [`DELETE /bff/admin/api/admin/product/categories/delete/${kits._id}`]: 'network-error' });
    await deleteKits();
    expect(await screen.findByText('Failed to delete category. Please check your connection.')).toBeInTheDocument();
  });

  it('stops a delete without an admin session', async () => {
    const { callsTo } = showList();
    await screen.findAllByTestId('category-card');
    signOutAdmin();
    await deleteKits();
    expect(await screen.findByText('Kamu tidak terountetikasi, silahkan login kembali!')).toBeInTheDocument();
    expect(callsTo('DELETE', `/bff/admin/api/admin/product/categories/delete/${kits._id}`)).toHaveLength(0);
  });
});

describe('the add category form', () => {
  beforeEach(() => {
    signInAdmin();
    fakeObjectUrls();
  });
  const showAdd = (answer: Parameters<typeof fakeBff>[0][string] = { status: 201, body: { message: 'ok', data: kits } }) => {
    const bff = fakeBff({ [ADD]: answer });
    renderWithShell(<AddCategoryPage />, { route: '/admin/kategoriPortofolio/addCategory', toasts: true });
    return bff;
  };

  it('needs a name and a picture', async () => {
    const { calls } = showAdd();
    await fillName('Modul');
    await save();
    expect(await screen.findByText('Category image is required.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('sends name and picture as multipart, then returns to the grid', async () => {
    const { callsTo } = showAdd();
    await fillName('Modul');
    await pickFile(aPicture());
    await save();
    expect(await screen.findByText('Category added successfully')).toBeInTheDocument();
    const body = callsTo('POST', '/bff/admin/api/admin/product/categories/add')[0].body as FormData;
    expect(body.get('category_name')).toBe('Modul');
    expect((body.get('image') as File).name).toBe('foto.png');
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/kategoriPortofolio');
  });

  it('joins the errors of a 400 with commas', async () => {
    showAdd({
      status: 400,
      body: { message: 'Validation failed', errors: [{ msg: 'Category name must be at least 3 characters long.' }, { msg: 'Only JPEG and PNG allowed' }] },
    });
    await fillName('Mo');
    await pickFile(aPicture());
    await save();
    expect(await screen.findByText('Category name must be at least 3 characters long., Only JPEG and PNG allowed')).toBeInTheDocument();
  });

  it('says "Server error." on a 5xx', async () => {
    showAdd({ status: 500, body: { message: 'Terjadi kesalahan server' } });
    await fillName('Modul');
    await pickFile(aPicture());
    await save();
    expect(await screen.findByText('Server error.')).toBeInTheDocument();
  });

  it('says "An unexpected error occurred" when nothing explains the failure', async () => {
    showAdd('network-error');
    await fillName('Modul');
    await pickFile(aPicture());
    await save();
    expect(await screen.findByText('An unexpected error occurred')).toBeInTheDocument();
  });
});

describe('the edit category form', () => {
  beforeEach(signInAdmin);
  const DETAIL = `GET /bff/admin/api/admin/product/categories/${kits._id}`;
  const EDIT = `PUT /bff/admin/api/admin/product/categories/edit/${kits._id}`;
  const showEdit = (handlers: Parameters<typeof fakeBff>[0] = {}) => {
    const bff = fakeBff({ [DETAIL]: { status: 200, body: kits }, [EDIT]: { status: 200, body: { message: 'ok', data: kits } }, ...handlers });
    renderWithShell(<EditCategoryPage />, {
      route: `/admin/kategoriPortofolio/edit-category/${kits._id}`,
      path: '/admin/kategoriPortofolio/edit-category/:id',
      toasts: true,
    });
    return bff;
  };

  it('pre-fills the name, previews the current picture and keeps it when no other is chosen', async () => {
    const { callsTo } = showEdit();
    expect(await screen.findByLabelText(/Category Name/)).toHaveValue('Kit Arduino');
    expect(screen.getByRole('img', { name: 'Pratinjau Image' })).toHaveAttribute('src', `/bff/files/${kits.picture_url}`);
    await fillName('Kit Arduino Uno');
    await save();
    expect(await screen.findByText('Category updated successfully')).toBeInTheDocument();
    const body = callsTo('PUT', `/bff/admin/api/admin/product/categories/edit/${kits._id}`)[0].body as FormData;
    expect(body.get('category_name')).toBe('Kit Arduino Uno');
    expect(body.get('image')).toBeNull();
  });

  it('needs a name', async () => {
    const { callsTo } = showEdit();
    await fillName('');
    await save();
    expect(await screen.findByText('Category name is required.')).toBeInTheDocument();
    expect(callsTo('PUT', `/bff/admin/api/admin/product/categories/edit/${kits._id}`)).toHaveLength(0);
  });

  it('says "Failed to fetch category data." when the category does not load', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    showEdit({ [DETAIL]: { status: 404, body: { message: 'Category not found' } } });
    expect(await screen.findByText('Failed to fetch category data.')).toBeInTheDocument();
  });
});
