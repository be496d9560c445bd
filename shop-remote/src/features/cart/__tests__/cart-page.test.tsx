import type { CartItem } from '@pcb/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeBff, type RecordedCall, aProduct } from '@pcb/shared-ui/testing';
import { useNavigate, useSession } from '@pcb/shared-ui';
import { useEffect } from 'react';
import { afterReorder } from '../../../lib/reorder-notice';
import { renderWithShell } from '@pcb/shared-ui/testing';
import { aCartItem, aCartRow } from '../../../testing/cart';
import { CartBadgeLink } from '../components/cart-badge-link';
import { CartPage } from '../components/cart-page';
import { NOTHING_TICKED_TEXT } from '../texts';

const led = aCartItem(aProduct({ product_name: 'LED Merah', harga: 1500, stock: 3 }));
const arduino = aCartItem(aProduct({ product_name: 'Arduino Uno', harga: 185000, stock: 20 }));
const relay = aCartItem(aProduct({ product_name: 'Relay 5V', harga: 12000, stock: 0 }));

/** The server's quantity call: it keeps what it is sent, as pcb-api does within the stock. */
const storesQuantity = (item: CartItem) => (call: RecordedCall) => ({
  status: 200,
  body: { message: 'ok', data: { ...aCartRow(item), quantity: (call.body as { quantity: number }).quantity } },
});

function showCart(rows: CartItem[], extra: Parameters<typeof fakeBff>[0] = {}) {
  const quantityRoutes = Object.fromEntries(rows.map((row) => [`PUT /bff/api/cart/quantity/${row._id}`, storesQuantity(row)]));
  const bff = fakeBff({ 'GET /bff/api/cart': { status: 200, body: rows }, ...quantityRoutes, ...extra });
  return { ...bff, ...renderWithShell(<CartPage />, { route: '/keranjang', toasts: true }) };
}

const total = () => screen.getByTestId('cart-total');
const quantity = (name: string) => screen.getByRole('status', { name: `Jumlah ${name}` });

describe('CartPage', () => {
  beforeEach(() => {
    sessionStorage.clear();
    act(() => useSession.setState({ checked: true, user: { username: 'budi', exp: 2e9 } }));
  });

  it('says the cart is empty when it is', async () => {
    showCart([]);
    expect(await screen.findByText('Your shopping cart is empty.')).toBeInTheDocument();
  });

  it('lists the rows with name, price and stock', async () => {
    showCart([led, arduino]);
    const rows = await screen.findAllByTestId('cart-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByText('LED Merah')).toBeInTheDocument();
    expect(within(rows[0]).getByText('Rp. 1.500')).toBeInTheDocument();
    expect(within(rows[0]).getByText('Stok: 3')).toBeInTheDocument();
  });

  it('draws the summary with the rows, never under the spinner where their arrival would push it down', async () => {
    showCart([led, arduino]);
    expect(screen.getByText('Memuat keranjang...')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Ringkasan belanja' })).not.toBeInTheDocument();
    const summary = await screen.findByRole('region', { name: 'Ringkasan belanja' });
    const rows = screen.getAllByTestId('cart-row');
    expect(rows).toHaveLength(2);
    expect(rows[1].compareDocumentPosition(summary) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('opens with every row in stock ticked, ready to check out', async () => {
    showCart([led, arduino, relay]);
    expect(await screen.findByRole('checkbox', { name: 'Pilih LED Merah' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Pilih Arduino Uno' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Pilih Relay 5V' })).not.toBeChecked();
    expect(total()).toHaveTextContent('Rp. 186.500');
    expect(screen.getByRole('button', { name: 'Checkout' })).toBeEnabled();
  });

  it('totals only the ticked rows, price times quantity', async () => {
    showCart([led, arduino]);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Pilih Arduino Uno' }));
    await userEvent.click(screen.getByRole('button', { name: 'Tambah jumlah LED Merah' }));
    await waitFor(() => expect(total()).toHaveTextContent('Rp. 3.000'));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Pilih Arduino Uno' }));
    expect(total()).toHaveTextContent('Rp. 188.000');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Pilih LED Merah' }));
    expect(total()).toHaveTextContent('Rp. 185.000');
  });

  it('does not let an out-of-stock row be selected', async () => {
    showCart([relay]);
    expect(await screen.findByRole('checkbox', { name: 'Pilih Relay 5V' })).toBeDisabled();
  });

  it('keeps the quantity at 1 or more', async () => {
    showCart([led]);
    expect(await screen.findByRole('button', { name: 'Kurangi jumlah LED Merah' })).toBeDisabled();
    expect(quantity('LED Merah')).toHaveTextContent('1');
  });

  it('refuses to go above the stock with an info message', async () => {
    showCart([led]);
    const plus = await screen.findByRole('button', { name: 'Tambah jumlah LED Merah' });
    await userEvent.click(plus);
    await waitFor(() => expect(quantity('LED Merah')).toHaveTextContent('2'));
    await userEvent.click(plus);
    await waitFor(() => expect(quantity('LED Merah')).toHaveTextContent('3'));
    await userEvent.click(plus);
    expect(quantity('LED Merah')).toHaveTextContent('3');
    expect(await screen.findByText('Tidak bisa menambah melebihi stok!')).toBeInTheDocument();
  });

  it('keeps each quantity on the server, so a reload shows it', async () => {
    const { callsTo } = showCart([led]);
    await userEvent.click(await screen.findByRole('button', { name: 'Tambah jumlah LED Merah' }));
    await waitFor(() => expect(quantity('LED Merah')).toHaveTextContent('2'));
    expect(callsTo('PUT', `/bff/api/cart/quantity/${led._id}`)[0].body).toEqual({ quantity: 2 });
  });

  it("shows the server's refusal of a quantity and keeps the old one", async () => {
    showCart([led], { [`PUT /bff/api/cart/quantity/${led._id}`]: { status: 409, body: { message: 'Tidak bisa menambah melebihi stok!' } } });
    await userEvent.click(await screen.findByRole('button', { name: 'Tambah jumlah LED Merah' }));
    expect(await screen.findByText('Tidak bisa menambah melebihi stok!')).toBeInTheDocument();
    expect(quantity('LED Merah')).toHaveTextContent('1');
  });

  it('keeps the unticked rows through a reload', async () => {
    const first = showCart([led, arduino]);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Pilih LED Merah' }));
    first.unmount();
    showCart([led, arduino]);
    expect(await screen.findByRole('checkbox', { name: 'Pilih LED Merah' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Pilih Arduino Uno' })).toBeChecked();
    expect(total()).toHaveTextContent('Rp. 185.000');
  });

  it('deletes a row only after confirmation, then says so and updates the badge', async () => {
    let cartRows = [led, arduino];
    const { callsTo } = fakeBff({
      'GET /bff/api/cart': () => ({ status: 200, body: cartRows }),
      [`DELETE /bff/api/cart/delete/${led._id}`]: () => {
        cartRows = [arduino];
        return { status: 200, body: { message: 'ok' } };
      },
    });
    renderWithShell(
      <>
        <CartBadgeLink />
        <CartPage />
      </>,
      { route: '/keranjang', toasts: true },
    );
    await screen.findByRole('link', { name: 'Keranjang (2 barang)' });
    await userEvent.click(await screen.findByRole('button', { name: 'Hapus LED Merah' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(callsTo('DELETE', `/bff/api/cart/delete/${led._id}`)).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hapus' }));
    expect(await screen.findByText('Product has been deleted')).toBeInTheDocument();
    // The reloaded cart is drawn in a deferred render, a moment after the toast.
    await waitFor(() => expect(screen.getAllByTestId('cart-row')).toHaveLength(1));
    expect(await screen.findByRole('link', { name: 'Keranjang (1 barang)' })).toBeInTheDocument();
    expect(callsTo('GET', '/bff/api/cart')).toHaveLength(2);
  });

  it('keeps the row when the deletion is cancelled', async () => {
    const { callsTo } = showCart([led]);
    await userEvent.click(await screen.findByRole('button', { name: 'Hapus LED Merah' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(callsTo('DELETE', `/bff/api/cart/delete/${led._id}`)).toHaveLength(0);
    expect(screen.getAllByTestId('cart-row')).toHaveLength(1);
  });

  it('says the deletion failed and keeps the row', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    showCart([led], { [`DELETE /bff/api/cart/delete/${led._id}`]: { status: 500, body: { message: 'boom' } } });
    await userEvent.click(await screen.findByRole('button', { name: 'Hapus LED Merah' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Hapus' }));
    expect(await screen.findByText('Failed to delete product')).toBeInTheDocument();
    expect(screen.getAllByTestId('cart-row')).toHaveLength(1);
    log.mockRestore();
  });

  it('goes to /checkout with the selection in its address; with nothing ticked it is disabled and says why', async () => {
    showCart([led, arduino]);
    const checkout = await screen.findByRole('button', { name: 'Checkout' });
    await screen.findAllByTestId('cart-row');
    expect(screen.queryByText(NOTHING_TICKED_TEXT)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Pilih LED Merah' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Pilih Arduino Uno' }));
    expect(checkout).toBeDisabled();
    expect(checkout).toHaveAccessibleDescription(NOTHING_TICKED_TEXT);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Pilih Arduino Uno' }));
    await userEvent.click(checkout);
    expect(screen.getByTestId('location')).toHaveTextContent(`/checkout?cart=${arduino._id}`);
  });

  it('links to the custom cart', async () => {
    showCart([]);
    expect(screen.getByRole('link', { name: 'Keranjang Produk Custom' })).toHaveAttribute('href', '/keranjang/costom-product');
  });

  it('says what Pesan Lagi put in the cart and what changed since the order', async () => {
    function FromReorder() {
      const navigate = useNavigate();
      useEffect(() => {
        const line = {
          id_product: arduino.id_product._id,
          product_name: 'Arduino Uno',
          ordered_price: 150000,
          price: 185000,
          ordered_quantity: 3,
          quantity: 2,
        };
        const { to, state } = afterReorder({
          message: 'Produk pesanan dimasukkan ke keranjang',
          draft: null,
          cart: [{ ...line, changes: ['harga-naik', 'stok-berkurang'], note: 'Harga Arduino Uno naik. Stok Arduino Uno tidak cukup.' }],
        });
        navigate(to, { state });
      }, [navigate]);
      return null;
    }
    fakeBff({ 'GET /bff/api/cart': { status: 200, body: [arduino] } });
    renderWithShell(
      <>
        <FromReorder />
        <CartPage />
      </>,
      { route: '/transaksi' },
    );
    const notice = (await screen.findByText('Produk pesanan dimasukkan ke keranjang')).closest('[role="status"]') as HTMLElement;
    expect(
      within(notice)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Harga Arduino Uno naik. Stok Arduino Uno tidak cukup.']);
  });

  it('shows no reorder notice when the cart is opened by itself', async () => {
    showCart([arduino]);
    await screen.findAllByTestId('cart-row');
    expect(screen.queryByText('Produk pesanan dimasukkan ke keranjang')).not.toBeInTheDocument();
  });
});
