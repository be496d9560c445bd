import { useSession } from '@pcb/shared-ui';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeBff, type FakeAnswer, aProduct } from '@pcb/shared-ui/testing';
import { renderWithShell } from '@pcb/shared-ui/testing';
import { AddToCartButton } from '../components/add-to-cart-button';
import { aCartItem, aCartRow } from '../../../testing/cart';
import { CartBadgeLink } from '../components/cart-badge-link';

const product = aProduct({ product_name: 'LED Merah', stock: 3 });
const buttonName = 'Tambah LED Merah ke keranjang';
const added = { status: 201, body: { message: 'Product added to cart', data: aCartRow(aCartItem(product)) } };

function showButton(answer: Parameters<typeof fakeBff>[0][string], cart: Parameters<typeof fakeBff>[0][string] = { status: 200, body: [] }) {
  const bff = fakeBff({ 'POST /bff/api/cart/add-product': answer, 'GET /bff/api/cart': cart });
  renderWithShell(
    <>
      <CartBadgeLink />
      <AddToCartButton product={product} />
    </>,
    { toasts: true },
  );
  return bff;
}

const press = () => userEvent.click(screen.getByRole('button', { name: buttonName }));

describe('AddToCartButton', () => {
  beforeEach(() => act(() => useSession.setState({ checked: true, user: { username: 'budi', exp: 2e9 } })));

  it('cannot be pressed when the product is out of stock', () => {
    fakeBff({});
    renderWithShell(<AddToCartButton product={aProduct({ product_name: 'LED Merah', stock: 0 })} />);
    expect(screen.getByRole('button', { name: buttonName })).toBeDisabled();
  });

  it('asks a signed-out visitor to log in first and sends nothing', async () => {
    act(() => useSession.setState({ user: null }));
    const { calls } = showButton(added);
    await press();
    expect(await screen.findByText('Please log in first')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('sends the product id and, on 201, says it was added and updates the badge', async () => {
    let cart: object[] = [];
    const { callsTo } = showButton(added, () => ({ status: 200, body: cart }));
    await screen.findByRole('link', { name: 'Keranjang (0 barang)' });
    cart = [aCartItem(product), aCartItem(product), aCartItem(product)];
    await press();
    expect(await screen.findByText('Product added to cart!')).toBeInTheDocument();
    expect(callsTo('POST', '/bff/api/cart/add-product')[0].body).toEqual({ id_product: product._id });
    expect(await screen.findByRole('link', { name: 'Keranjang (3 barang)' })).toBeInTheDocument();
  });

  it.each([
    [
      'the server message as an error on 401',
      { status: 401, body: { message: 'Unauthorized: Token tidak valid' } },
      'Unauthorized: Token tidak valid',
      'error',
    ],
    ['the server message as a warning on 409', { status: 409, body: { message: 'Produk sudah ada di keranjang' } }, 'Produk sudah ada di keranjang', 'warning'],
    ['a server error on 500', { status: 500, body: { message: 'boom' } }, 'Server error. Please try again later.', 'error'],
    ['a server error on 503', { status: 503, body: {} }, 'Server error. Please try again later.', 'error'],
    ['a network error when no answer comes', 'network-error' as const, 'Network error. Please check your internet connection.', 'error'],
  ])('shows %s', async (_case, answer, text, type) => {
    showButton(answer);
    await press();
    const toast = await screen.findByText(text);
    expect(toast.closest('[data-type]')).toHaveAttribute('data-type', type);
  });

  it('says the product was not added when a success answer is not 201', async () => {
    const { callsTo } = showButton({ status: 200, body: { message: 'ok' }, offContract: 'the spec says what a success other than 201 shows' });
    await press();
    const toast = await screen.findByText('Failed to add product. Please try again!');
    expect(toast.closest('[data-type]')).toHaveAttribute('data-type', 'error');
    // The badge's own first load only: nothing was added, so the cart is not read again.
    expect(callsTo('GET', '/bff/api/cart')).toHaveLength(1);
  });

  it.each([400, 404])('shows nothing on %i', async (status) => {
    const { callsTo } = showButton({ status, body: { message: 'Produk tidak ditemukan' } });
    await press();
    await waitFor(() => expect(callsTo('POST', '/bff/api/cart/add-product')).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('button', { name: buttonName })).not.toHaveAttribute('data-loading'));
    // A toast shows a moment after it is made: long enough for the one a failure toasts.
    await act(() => new Promise((shown) => setTimeout(shown, 300)));
    expect(screen.queryByText('Produk tidak ditemukan')).not.toBeInTheDocument();
    expect(document.querySelector('[data-scope="toast"][data-part="root"]')).toBeNull();
  });

  it('shows the spinner while adding and clears it on every outcome', async () => {
    let answer: (a: FakeAnswer) => void = () => undefined;
    showButton(() => new Promise<FakeAnswer>((resolve) => (answer = resolve)));
    const button = screen.getByRole('button', { name: buttonName });
    await press();
    expect(button).toHaveAttribute('data-loading');
    await act(async () => answer({ status: 409, body: { message: 'Produk sudah ada di keranjang' } }));
    expect(button).not.toHaveAttribute('data-loading');
    expect(button).toBeEnabled();
  });

  it('gives up after 10 seconds with the network error', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    globalThis.fetch = jest.fn(
      (_url: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
    ) as typeof fetch;
    renderWithShell(<AddToCartButton product={product} />, { toasts: true });
    await user.click(screen.getByRole('button', { name: buttonName }));
    await act(() => jest.advanceTimersByTimeAsync(9999));
    expect(screen.queryByText('Network error. Please check your internet connection.')).not.toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(screen.getByText('Network error. Please check your internet connection.')).toBeInTheDocument();
    jest.useRealTimers();
  });
});
