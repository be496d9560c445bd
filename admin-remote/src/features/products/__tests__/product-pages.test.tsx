import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bff } from '@pcb/shared-ui';
import { fakeBff, renderWithShell } from '@pcb/shared-ui/testing';
import { aCategory, aPicture, aProduct, fakeObjectUrls, signInAdmin, signOutAdmin } from '../../../testing/fixtures';
import { AddProductPage } from '../components/add-product-page';
import { ProductListPage } from '../components/product-list-page';
import { UpdateProductPage } from '../components/update-product-page';

const API = '/bff/admin/api/admin';
const kits = aCategory({ category_name: 'Kit Arduino' });
const uno = aProduct({ product_name: 'Arduino Uno R3', harga: 185000, stock: 7, description: 'Papan mikrokontroler ATmega328P lengkap', id_category: kits });
const led = aProduct({ product_name: 'LED Merah', harga: 1500, description: 'LED 5 mm' });

describe('dataProduct', () => {
  beforeEach(signInAdmin);
  afterEach(() => jest.useRealTimers());

  const showList = (handlers: Parameters<typeof fakeBff>[0] = {}) => {
    const fake = fakeBff({ [`GET ${API}/product`]: { status: 200, body: [uno, led] }, ...handlers });
    renderWithShell(<ProductListPage />, { route: '/admin/dataProduct', toasts: true });
    return fake;
  };

  it('lists name, category, price in Rupiah, stock, picture and the description cut at 25 characters', async () => {
    showList();
    const row = (await screen.findByText('Arduino Uno R3')).closest('tr')!;
    expect(within(row).getByText('Kit Arduino')).toBeInTheDocument();
    expect(within(row).getByText('Rp. 185.000')).toBeInTheDocument();
    expect(within(row).getByText('7')).toBeInTheDocument();
    expect(within(row).getByRole('img', { name: 'Arduino Uno R3' })).toBeInTheDocument();
    expect(within(row).getByText('Papan mikrokontroler ATme...')).toBeInTheDocument();
    expect(screen.getByText('LED 5 mm')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Name', 'Category', 'Price', 'Stock', 'Image', 'Description', 'Action']);
    expect(within(row).getByRole('link', { name: 'Edit Arduino Uno R3' })).toHaveAttribute('href', `/admin/dataProduct/updateProduct/${uno._id}`);
    expect(screen.getByRole('link', { name: 'Add Produk' })).toHaveAttribute('href', '/admin/dataProduct/addProduct');
  });

  it('says "No products found." when the list is empty', async () => {
    showList({ [`GET ${API}/product`]: { status: 200, body: [] } });
    expect(await screen.findByText('No products found.')).toBeInTheDocument();
  });

  it('searches 300 ms after the last keystroke, and not for a blank term', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { callsTo } = showList({ [`GET ${API}/product/search`]: { status: 200, body: [led] } });
    await screen.findByText('Arduino Uno R3');
    const search = screen.getByRole('searchbox', { name: 'Cari produk' });
    await user.type(search, '   ');
    act(() => jest.advanceTimersByTime(400));
    await user.type(search, 'LED');
    act(() => jest.advanceTimersByTime(299));
    expect(callsTo('GET', `${API}/product/search`)).toHaveLength(0);
    act(() => jest.advanceTimersByTime(1));
    await waitFor(() => expect(screen.queryByText('Arduino Uno R3')).not.toBeInTheDocument());
    const searches = callsTo('GET', `${API}/product/search`);
    expect(searches).toHaveLength(1);
    expect(searches[0].url).toContain('query=LED');
  });

  it('opens the detail modal of a row', async () => {
    showList();
    await userEvent.click(await screen.findByRole('button', { name: 'Detail Arduino Uno R3' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Papan mikrokontroler ATmega328P lengkap')).toBeInTheDocument();
    expect(within(dialog).getByText('50 gram')).toBeInTheDocument();
  });

  it('deletes a product after a confirmation with "Product has been deleted"', async () => {
    const { callsTo } = showList({ [`DELETE ${API}/product/${led._id}`]: { status: 200, body: { message: 'ok' } } });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete LED Merah' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Hapus' }));
    expect(await screen.findByText('Product has been deleted')).toBeInTheDocument();
    await waitFor(() => expect(callsTo('GET', `${API}/product`)).toHaveLength(2));
  });

  it('says "Failed to delete product" when the delete fails', async () => {
    showList({ [`DELETE ${API}/product/${led._id}`]: { status: 500, body: { message: 'boom' } } });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete LED Merah' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Hapus' }));
    expect(await screen.findByText('Failed to delete product')).toBeInTheDocument();
  });

  it('says "Failed to load product data" when the list does not load', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    showList({ [`GET ${API}/product`]: 'network-error' });
    expect(await screen.findByText('Failed to load product data')).toBeInTheDocument();
  });
});

async function fillProduct() {
  await userEvent.type(await screen.findByLabelText(/Product Name/), 'Relay 5V');
  await userEvent.selectOptions(screen.getByLabelText(/^Category/), 'Kit Arduino');
  await userEvent.type(screen.getByLabelText(/^Price/), '12000');
  await userEvent.type(screen.getByLabelText(/^Stock/), '30');
  await userEvent.type(screen.getByLabelText(/^Weight/), '20');
  await userEvent.type(screen.getByLabelText(/^Description/), 'Relay satu kanal');
}
const pickFile = (file: File) => userEvent.upload(screen.getByLabelText(/^Image/), file, { applyAccept: false });
const save = () => userEvent.click(screen.getByRole('button', { name: 'Save' }));

describe('the add product form', () => {
  beforeEach(() => {
    signInAdmin();
    fakeObjectUrls();
  });

  const showAdd = (
    answer: Parameters<typeof fakeBff>[0][string] = { status: 201, body: { message: 'ok', data: uno } },
    categories: Parameters<typeof fakeBff>[0][string] = { status: 200, body: [kits] },
  ) => {
    const fake = fakeBff({ [`GET ${API}/product/categories`]: categories, [`POST ${API}/product`]: answer });
    renderWithShell(<AddProductPage />, { route: '/admin/dataProduct/addProduct', toasts: true });
    return fake;
  };

  async function submitFilled() {
    await fillProduct();
    await pickFile(aPicture());
    await save();
  }

  it('says "All fields are required." while a field or the picture is missing', async () => {
    const { callsTo } = showAdd();
    await fillProduct();
    await save();
    expect(await screen.findByText('All fields are required.')).toBeInTheDocument();
    expect(callsTo('POST', `${API}/product`)).toHaveLength(0);
  });

  it('says "Please upload a valid image" for a file that is not a picture', async () => {
    showAdd();
    await fillProduct();
    await pickFile(new File(['%PDF'], 'brosur.pdf', { type: 'application/pdf' }));
    await save();
    expect(await screen.findByText('Please upload a valid image')).toBeInTheDocument();
  });

  it('sends every field as multipart and returns to the list with "Product added successfully"', async () => {
    const { callsTo } = showAdd();
    await submitFilled();
    expect(await screen.findByText('Product added successfully')).toBeInTheDocument();
    const body = callsTo('POST', `${API}/product`)[0].body as FormData;
    expect(Object.fromEntries([...body.entries()].filter(([name]) => name !== 'image'))).toEqual({
      product_name: 'Relay 5V',
      id_category: kits._id,
      harga: '12000',
      stock: '30',
      weight: '20',
      description: 'Relay satu kanal',
    });
    expect(body.get('image')).toBeInstanceOf(File);
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/dataProduct');
  });

  it.each([
    [
      'the first message of the errors list',
      { status: 400, body: { message: 'Validation failed', errors: [{ msg: 'Price must be a number!' }, { msg: 'Stock must be filled in!' }] } },
      'Price must be a number!',
    ],
    ["'Failed: ' and the server's message", { status: 404, body: { message: 'Category does not exist' } }, 'Failed: Category does not exist'],
    [
      "'Failed: Unknown error' without a message",
      { status: 400, body: {}, offContract: "the spec's text for a body without a message" },
      'Failed: Unknown error',
    ],
    ['the server text on a 5xx', { status: 502, body: { message: 'Bad gateway' } }, 'Server error. Please try again later.'],
    [
      'the add text for a success other than 201',
      { status: 200, body: { message: 'ok', data: uno }, offContract: 'the spec says what a success other than 201 shows' },
      'Failed to add product. Please try again!',
    ],
  ])('shows %s', async (_case, answer, text) => {
    showAdd(answer);
    await submitFilled();
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('says "Network error. Please check your internet connection." when no answer arrives', async () => {
    showAdd('network-error');
    await submitFilled();
    expect(await screen.findByText('Network error. Please check your internet connection.')).toBeInTheDocument();
  });

  it('says "Failed to load categories" when the select cannot be filled', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    showAdd(undefined, { status: 500, body: { message: 'boom' } });
    expect(await screen.findByText('Failed to load categories')).toBeInTheDocument();
  });

  it('stops without an admin session', async () => {
    const { callsTo } = showAdd();
    await fillProduct();
    await pickFile(aPicture());
    signOutAdmin();
    await save();
    expect(await screen.findByText('Kamu tidak terountetikasi, silahkan login kembali!')).toBeInTheDocument();
    expect(callsTo('POST', `${API}/product`)).toHaveLength(0);
  });
});

describe('the update product form', () => {
  beforeEach(() => {
    signInAdmin();
    fakeObjectUrls();
  });
  afterEach(() => jest.restoreAllMocks());

  const showUpdate = (handlers: Parameters<typeof fakeBff>[0] = {}) => {
    const fake = fakeBff({
      [`GET ${API}/product/categories`]: { status: 200, body: [kits] },
      [`GET ${API}/product/${uno._id}`]: { status: 200, body: uno },
      [`PUT ${API}/product/${uno._id}`]: { status: 200, body: { message: 'ok', data: uno } },
      ...handlers,
    });
    renderWithShell(<UpdateProductPage />, {
      route: `/admin/dataProduct/updateProduct/${uno._id}`,
      path: '/admin/dataProduct/updateProduct/:id',
      toasts: true,
    });
    return fake;
  };

  it('pre-fills every field and previews the current picture', async () => {
    showUpdate();
    expect(await screen.findByLabelText(/Product Name/)).toHaveValue('Arduino Uno R3');
    expect(screen.getByLabelText(/^Category/)).toHaveValue(kits._id);
    expect(screen.getByLabelText(/^Price/)).toHaveValue(185000);
    expect(screen.getByRole('img', { name: 'Pratinjau Image' })).toHaveAttribute('src', uno.image_url);
  });

  it('saves without a new picture with "Product updated successfully"', async () => {
    const { callsTo } = showUpdate();
    const price = await screen.findByLabelText(/^Price/);
    await userEvent.clear(price);
    await userEvent.type(price, '175000');
    await save();
    expect(await screen.findByText('Product updated successfully')).toBeInTheDocument();
    const body = callsTo('PUT', `${API}/product/${uno._id}`)[0].body as FormData;
    expect(body.get('harga')).toBe('175000');
    expect(body.get('image')).toBeNull();
  });

  it('still needs every other field', async () => {
    showUpdate();
    await userEvent.clear(await screen.findByLabelText(/^Stock/));
    await save();
    expect(await screen.findByText('All fields are required.')).toBeInTheDocument();
  });

  it('says "Failed to update product. Please try again." when the failure is not an answer', async () => {
    const send = bff.admin.bind(bff);
    jest.spyOn(bff, 'admin').mockImplementation((e, options) => (e.method === 'PUT' ? Promise.reject(new Error('bug')) : send(e, options)));
    showUpdate();
    await screen.findByLabelText(/Product Name/);
    await save();
    expect(await screen.findByText('Failed to update product. Please try again.')).toBeInTheDocument();
  });

  it('says "Failed to load product data" when the product does not load', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    showUpdate({ [`GET ${API}/product/${uno._id}`]: { status: 404, body: { message: 'Product not found' } } });
    expect(await screen.findByText('Failed to load product data')).toBeInTheDocument();
  });
});
