import { type Transaction } from '@pcb/contract';
import { orderNumber } from '@pcb/contract/domain';
import { useNavigate, useSession } from '@pcb/shared-ui';
import { fakeBff, renderWithShell, type FakeAnswer, type RecordedCall } from '@pcb/shared-ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { payNewOrder } from '../../../lib/order-filters';
import { anOrder } from '../../../testing/orders';
import { OrdersPage } from '../components/orders-page';
import { browser } from '../snap';

const LIST = 'GET /bff/api/transaction';
const PAYMENT_START = {
  message: 'Payment created successfully',
  token: 'f0e1d2c3-0000-4000-8000-000000000001',
  hasPaymentUrl: false,
  status: 'pembayaran-tertunda',
  redirect_url: 'http://x/pay',
};

type Handlers = Parameters<typeof fakeBff>[0];

function showOrders(
  rows: Transaction[] | (() => Transaction[]),
  extra: Handlers = {},
  route = '/transaksi?status=menunggu-pembayaran&status=pembayaran-tertunda&status=sudah-bayar',
) {
  const list = typeof rows === 'function' ? rows : () => rows;
  const bff = fakeBff({ [LIST]: () => ({ status: 200, body: list() }), ...extra });
  renderWithShell(<OrdersPage />, { route, toasts: true });
  return bff;
}

const table = () => screen.getByRole('table');
const rowOf = async (name: string) => (await screen.findByRole('cell', { name })).closest('tr') as HTMLElement;
const statusCell = (row: HTMLElement) => within(row).getAllByRole('cell')[4];

/** A snap.js stand-in whose popup ends as the test says. */
function popupEnds(outcome: 'onSuccess' | 'onPending' | 'onError' | 'onClose') {
  const pay = jest.fn((_token: string, callbacks: Record<string, (result?: unknown) => void>) => callbacks[outcome]({}));
  window.snap = { pay } as never;
  return pay;
}

beforeEach(() => {
  act(() => useSession.setState({ checked: true, user: { username: 'budi', exp: 2e9 } }));
  delete window.snap;
});

describe('OrdersPage: the list', () => {
  it('asks for the statuses of the sidebar link, repeated, and for the orders to pay the ended ones that can be paid again', async () => {
    const { callsTo } = showOrders([]);
    await screen.findByText('Tidak ada transaksi ditemukan');
    expect(callsTo('GET', '/bff/api/transaction')[0].url).toBe(
      '/bff/api/transaction?status=menunggu-pembayaran&status=pembayaran-tertunda&status=sudah-bayar&status=gagal&status=pembayaran-kadarluarsa',
    );
  });

  it('keeps a failed order that can still be paid with the orders to pay, not under Dibatalkan', async () => {
    const holding = anOrder({ status: 'gagal', payment_deadline: new Date(Date.now() + 3600_000).toISOString() });
    const ended = anOrder({ status: 'gagal' });
    showOrders([holding, ended]);
    expect(await rowOf(orderNumber(holding._id))).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: orderNumber(ended._id) })).not.toBeInTheDocument();
  });

  it('lists under Dibatalkan only the ended orders that can no longer be paid', async () => {
    const holding = anOrder({ status: 'gagal', payment_deadline: new Date(Date.now() + 3600_000).toISOString() });
    const ended = anOrder({ status: 'gagal' });
    showOrders([holding, ended], {}, '/transaksi?status=dibatalkan-pembeli&status=gagal&status=pembayaran-kadarluarsa&status=dibatalkan-admin');
    expect(await rowOf(orderNumber(ended._id))).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: orderNumber(holding._id) })).not.toBeInTheDocument();
  });

  it('ignores an unknown status value with a short notice, listing as if it were absent', async () => {
    const { callsTo } = showOrders([], {}, '/transaksi?status=lunas&status=dikirim');
    expect(await screen.findByText('Status tidak dikenal diabaikan: lunas')).toBeInTheDocument();
    await screen.findByText('Tidak ada transaksi ditemukan');
    expect(callsTo('GET', '/bff/api/transaction')[0].url).toBe('/bff/api/transaction?status=dikirim');
  });

  it('says Tidak ada transaksi ditemukan when there is none', async () => {
    showOrders([]);
    expect(await screen.findByText('Tidak ada transaksi ditemukan')).toBeInTheDocument();
  });

  it('shows newest first the order number, date, items, total and status in plain words', async () => {
    const older = anOrder({ created_at: '2026-03-01T02:00:00.000Z', status: 'sudah-bayar' });
    const newer = anOrder({ created_at: '2026-03-02T02:00:00.000Z', total_payment: 259000 });
    showOrders([older, newer]);
    await screen.findByText('Rp. 259.000');
    const [first, second] = within(table()).getAllByRole('row').slice(1);
    expect(first).toHaveTextContent(orderNumber(newer._id));
    expect(first).toHaveTextContent('PCB FR4 10x10 × 2');
    expect(first).toHaveTextContent('Menunggu Pembayaran');
    expect(second).toHaveTextContent('Rp. 109.000');
    expect(second).toHaveTextContent('Sudah Bayar');
  });

  it('shows an unpaid order the time left before it expires', async () => {
    const deadline = new Date(Date.now() + 2 * 3600_000 + 30_000).toISOString();
    showOrders([anOrder({ payment_deadline: deadline })]);
    expect(await screen.findByText(/^Sisa waktu pembayaran: 2 jam 0 menit \d+ detik$/)).toBeInTheDocument();
  });

  it('offers each status its actions', async () => {
    const [waiting, pending, shipped, done, paid] = (['menunggu-pembayaran', 'pembayaran-tertunda', 'dikirim', 'selesai', 'sudah-bayar'] as const).map(
      (status) => anOrder({ status }),
    );
    showOrders([waiting, pending, shipped, done, paid]);
    const actions = async (order: Transaction) => {
      const row = within(await rowOf(orderNumber(order._id)));
      return [...row.queryAllByRole('button'), ...row.queryAllByRole('link')].map((el) => el.textContent);
    };
    expect(await actions(waiting)).toEqual(['Detail', 'Bayar', 'Batalkan']);
    expect(await actions(pending)).toEqual(['Detail', 'Lanjutkan Pembayaran', 'Batalkan']);
    expect(await actions(shipped)).toEqual(['Detail', 'Terima']);
    expect(await actions(done)).toEqual(['Detail', 'Pesan Lagi', 'Review']);
    expect(await actions(paid)).toEqual(['Detail']);
  });

  it('offers a failed order that still holds its stock a new payment, and once it has ended the way back to the cart', async () => {
    const deadline = new Date(Date.now() + 3600_000).toISOString();
    const holding = anOrder({ status: 'gagal', payment_deadline: deadline });
    const ended = anOrder({ status: 'gagal' });
    const expired = anOrder({ status: 'pembayaran-kadarluarsa' });
    // The one that can still be paid is listed with the orders to pay, the others under Dibatalkan.
    showOrders([holding, ended, expired], {}, '/transaksi?status=menunggu-pembayaran&status=gagal&status=pembayaran-kadarluarsa');
    const actions = async (order: Transaction) =>
      within(await rowOf(orderNumber(order._id)))
        .getAllByRole('button')
        .map((el) => el.textContent);
    expect(await actions(holding)).toEqual(['Detail', 'Bayar Ulang', 'Batalkan']);
    expect(within(await rowOf(orderNumber(holding._id))).getByText(/^Sisa waktu pembayaran/)).toBeInTheDocument();
    expect(await actions(ended)).toEqual(['Detail', 'Kembali ke Keranjang']);
    expect(await actions(expired)).toEqual(['Detail', 'Kembali ke Keranjang']);
  });
});

describe('OrdersPage: order actions', () => {
  it('cancels an unpaid order after a confirmation: Transaksi dibatalkan!', async () => {
    const order = anOrder();
    let rows = [order];
    const { callsTo } = showOrders(() => rows, {
      'PUT /bff/api/transaction/cancel': () => {
        rows = [];
        return { status: 200, body: { message: 'ok' } };
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: /^Batalkan #/ }));
    expect(callsTo('PUT', '/bff/api/transaction/cancel')).toHaveLength(0);
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Batalkan' }));
    expect(await screen.findByText('Transaksi dibatalkan!')).toBeInTheDocument();
    expect(callsTo('PUT', '/bff/api/transaction/cancel')[0].body).toEqual({ id: order._id });
    expect(await screen.findByText('Tidak ada transaksi ditemukan')).toBeInTheDocument();
  });

  it('says Gagal membatalkan pesanan! when the cancel fails', async () => {
    showOrders([anOrder()], { 'PUT /bff/api/transaction/cancel': { status: 409, body: { message: 'Transaksi tidak dapat dibatalkan' } } });
    await userEvent.click(await screen.findByRole('button', { name: /^Batalkan #/ }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Batalkan' }));
    expect(await screen.findByText('Gagal membatalkan pesanan!')).toBeInTheDocument();
  });

  it('asks before Terima, and confirms a shipped order arrived only on its confirmation: Transaksi Selesai!', async () => {
    const order = anOrder({ status: 'dikirim' });
    const { callsTo } = showOrders([order], { 'PUT /bff/api/transaction/done': { status: 200, body: { message: 'ok' } } });
    await userEvent.click(await screen.findByRole('button', { name: /^Terima #/ }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Pesanan sudah diterima?' }));
    expect(dialog.getByText(new RegExp(`Pesanan ${orderNumber(order._id)} akan ditandai selesai`))).toBeInTheDocument();
    expect(callsTo('PUT', '/bff/api/transaction/done')).toHaveLength(0);
    await userEvent.click(dialog.getByRole('button', { name: 'Terima' }));
    expect(await screen.findByText('Transaksi Selesai!')).toBeInTheDocument();
    expect(callsTo('PUT', '/bff/api/transaction/done')[0].body).toEqual({ id: order._id });
  });

  it('sends nothing when the Terima confirmation is declined', async () => {
    const { callsTo } = showOrders([anOrder({ status: 'dikirim' })]);
    await userEvent.click(await screen.findByRole('button', { name: /^Terima #/ }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Kembali' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(callsTo('PUT', '/bff/api/transaction/done')).toHaveLength(0);
  });

  it('says Gagal konfirmasi pesanan! when Terima fails', async () => {
    showOrders([anOrder({ status: 'dikirim' })], { 'PUT /bff/api/transaction/done': 'network-error' });
    await userEvent.click(await screen.findByRole('button', { name: /^Terima #/ }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Terima' }));
    expect(await screen.findByText('Gagal konfirmasi pesanan!')).toBeInTheDocument();
  });

  it('cancels an order whose payment is pending after a confirmation', async () => {
    const order = anOrder({ status: 'pembayaran-tertunda' });
    const { callsTo } = showOrders([order], { 'PUT /bff/api/transaction/cancel': { status: 200, body: { message: 'ok' } } });
    await userEvent.click(await screen.findByRole('button', { name: /^Batalkan #/ }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Batalkan' }));
    expect(await screen.findByText('Transaksi dibatalkan!')).toBeInTheDocument();
    expect(callsTo('PUT', '/bff/api/transaction/cancel')[0].body).toEqual({ id: order._id });
  });

  it('pays a failed order again with Bayar Ulang: a new create-payment and the popup', async () => {
    const order = anOrder({ status: 'gagal', payment_deadline: new Date(Date.now() + 3600_000).toISOString() });
    const pay = popupEnds('onSuccess');
    const { callsTo } = showOrders([order], { 'POST /bff/api/service/payments/create-payment': { status: 201, body: PAYMENT_START } });
    await userEvent.click(await screen.findByRole('button', { name: /^Bayar ulang #/ }));
    expect(await screen.findByText('Pembayaran Berhasil')).toBeInTheDocument();
    expect(callsTo('POST', '/bff/api/service/payments/create-payment')[0].body).toEqual({ transactionId: order._id });
    expect(pay).toHaveBeenCalledWith(PAYMENT_START.token, expect.anything());
  });

  it('puts an expired order back in the cart and opens the cart', async () => {
    const order = anOrder({ status: 'pembayaran-kadarluarsa' });
    const { callsTo } = showOrders(
      [order],
      { 'PUT /bff/api/transaction/return-to-cart': { status: 200, body: { message: 'ok' } } },
      '/transaksi?status=pembayaran-kadarluarsa',
    );
    await userEvent.click(await screen.findByRole('button', { name: /^Kembali ke keranjang #/ }));
    expect(await screen.findByText('Produk dikembalikan ke keranjang')).toBeInTheDocument();
    expect(callsTo('PUT', '/bff/api/transaction/return-to-cart')[0].body).toEqual({ id: order._id });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/keranjang'));
  });

  it('says why when the products cannot go back to the cart', async () => {
    showOrders(
      [anOrder({ status: 'pembayaran-kadarluarsa' })],
      { 'PUT /bff/api/transaction/return-to-cart': { status: 409, body: { message: 'Belum bisa' } } },
      '/transaksi?status=pembayaran-kadarluarsa',
    );
    await userEvent.click(await screen.findByRole('button', { name: /^Kembali ke keranjang #/ }));
    expect(await screen.findByText('Belum bisa')).toBeInTheDocument();
  });

  it('sends a finished order to its review form', async () => {
    const order = anOrder({ status: 'selesai' });
    showOrders([order]);
    expect(await screen.findByRole('link', { name: /^Review #/ })).toHaveAttribute('href', `/review?order=${order._id}`);
  });

  it('orders a finished order again in one click: its products land in the cart with what changed', async () => {
    const order = anOrder({ status: 'selesai' });
    const notes = ['Harga Arduino Uno naik dari Rp. 50.000 menjadi Rp. 55.000.'];
    const { callsTo } = showOrders([order], {
      'POST /bff/api/transaction/reorder': {
        status: 200,
        body: {
          message: 'Produk pesanan dimasukkan ke keranjang',
          draft: null,
          cart: [
            {
              id_product: 'a'.repeat(24),
              product_name: 'Arduino Uno',
              changes: ['harga-naik'],
              ordered_price: 50000,
              price: 55000,
              ordered_quantity: 1,
              quantity: 1,
              note: notes[0],
            },
          ],
        },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: /^Pesan lagi #/ }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/keranjang$/));
    expect(callsTo('POST', '/bff/api/transaction/reorder')[0].body).toEqual({ id: order._id });
    expect(await screen.findByText('Produk pesanan dimasukkan ke keranjang')).toBeInTheDocument();
  });

  it('orders a finished custom order again as a new draft in the custom cart, and says why when the drafts are full', async () => {
    const order = anOrder({ status: 'selesai' });
    const answers: FakeAnswer[] = [
      { status: 409, body: { message: 'Anda sudah memiliki 10 draft request custom. Kirim atau hapus salah satunya sebelum membuat request baru.' } },
      { status: 200, body: { message: 'Request custom disalin menjadi draf baru', cart: [], draft: { kind: 'prototype', _id: 'd'.repeat(24) } } },
    ];
    showOrders([order], { 'POST /bff/api/transaction/reorder': () => answers.shift() as FakeAnswer });
    await userEvent.click(await screen.findByRole('button', { name: /^Pesan lagi #/ }));
    expect(await screen.findByText(/Kirim atau hapus salah satunya sebelum membuat request baru/)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/transaksi');
    await userEvent.click(screen.getByRole('button', { name: /^Pesan lagi #/ }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/keranjang/costom-product'));
  });

  it('shows the detail: timeline, lines, address, shipping and total', async () => {
    const order = anOrder({
      status: 'dikirim',
      expedition: [{ _id: 'e'.repeat(24), courier: 'jne', shipping_option: 'REG', shipping_cost: 9000, delivery_receipt: 'JN0001' }],
      history: [
        { status: 'menunggu-pembayaran', at: '2026-03-01T02:00:00.000Z' },
        { status: 'sudah-bayar', at: '2026-03-01T03:00:00.000Z' },
        { status: 'diproses', at: '2026-03-02T03:00:00.000Z' },
        { status: 'dikirim', at: '2026-03-03T03:00:00.000Z', note: 'JNE REG · resi JN0001' },
      ],
    });
    showOrders([order]);
    await userEvent.click(await screen.findByRole('button', { name: /^Detail #/ }));
    const dialog = await screen.findByRole('dialog');
    const steps = within(within(dialog).getByRole('list', { name: 'Riwayat pesanan' })).getAllByRole('listitem');
    expect(steps.map((step) => step.querySelector('p')?.textContent)).toEqual(['Pesanan dibuat', 'Dibayar', 'Diproses', 'Dikirim']);
    expect(steps[3]).toHaveTextContent('Kurir JNE · Layanan REG · Resi JN0001');
    expect(dialog).toHaveTextContent('PCB FR4 10x10');
    expect(dialog).toHaveTextContent('2 × Rp. 50.000');
    expect(dialog).toHaveTextContent('Jl. Ahmad Yani No. 1, BALOI PERMAI, BATAM KOTA, KOTA BATAM, KEPULAUAN RIAU');
    expect(dialog).toHaveTextContent('JNE REG · Rp. 9.000 · estimasi 2–3 hari');
    expect(dialog).toHaveTextContent('Total: Rp. 109.000');
  });
});

describe('OrdersPage: payment', () => {
  const paying = (answer: FakeAnswer | ((call: RecordedCall) => FakeAnswer) = { status: 201, body: PAYMENT_START }) => ({
    'POST /bff/api/service/payments/create-payment': answer,
  });

  it('pays through the popup with the token: Pembayaran Berhasil, the row becomes Sudah Bayar', async () => {
    const order = anOrder();
    let server = order;
    const pay = popupEnds('onSuccess');
    const { callsTo } = showOrders(
      () => [server],
      paying(() => {
        server = { ...order, status: 'sudah-bayar' };
        return { status: 201, body: PAYMENT_START };
      }),
    );
    await userEvent.click(await screen.findByRole('button', { name: /^Bayar #/ }));
    expect(await screen.findByText('Pembayaran Berhasil')).toBeInTheDocument();
    expect(callsTo('POST', '/bff/api/service/payments/create-payment')[0].body).toEqual({ transactionId: order._id });
    expect(pay.mock.calls[0][0]).toBe(PAYMENT_START.token);
    await waitFor(() => expect(statusCell(within(table()).getAllByRole('row')[1])).toHaveTextContent('Sudah Bayar'));
  });

  it.each([
    ['pending', 'onPending'],
    ['closed', 'onClose'],
  ] as const)('marks the row Pembayaran Tertunda when the popup ends %s, and says so', async (_case, outcome) => {
    popupEnds(outcome);
    const order = anOrder();
    let server = order;
    showOrders(
      () => [server],
      paying(() => {
        server = { ...order, status: 'pembayaran-tertunda' };
        return { status: 201, body: PAYMENT_START };
      }),
    );
    await userEvent.click(await screen.findByRole('button', { name: /^Bayar #/ }));
    await waitFor(() => expect(statusCell(within(table()).getAllByRole('row')[1])).toHaveTextContent('Pembayaran Tertunda'));
    expect(await screen.findAllByText('Pembayaran Tertunda')).toHaveLength(2);
  });

  it('marks the row Pembayaran Gagal on the page when the popup reports an error', async () => {
    popupEnds('onError');
    const { callsTo } = showOrders([anOrder()], paying());
    await userEvent.click(await screen.findByRole('button', { name: /^Bayar #/ }));
    await waitFor(() => expect(statusCell(within(table()).getAllByRole('row')[1])).toHaveTextContent('Pembayaran Gagal'));
    expect(await screen.findAllByText('Pembayaran Gagal')).toHaveLength(2);
    expect(callsTo('GET', '/bff/api/transaction')).toHaveLength(1);
  });

  it('alerts Gagal memulai pembayaran when the payment cannot start', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const pay = popupEnds('onSuccess');
    showOrders([anOrder()], paying({ status: 409, body: { message: 'Transaksi berstatus sudah-bayar tidak dapat dibayar' } }));
    await userEvent.click(await screen.findByRole('button', { name: /^Bayar #/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Gagal memulai pembayaran');
    expect(pay).not.toHaveBeenCalled();
  });

  it('sends the browser to the payment page when the provider gives one', async () => {
    const leave = jest.spyOn(browser, 'leaveFor').mockImplementation(() => undefined);
    const url = 'http://127.0.0.1:3000/bff/api/service/payments/simulator/pay/f0e1d2c3-0000-4000-8000-000000000001';
    showOrders([anOrder()], paying({ status: 201, body: { ...PAYMENT_START, token: url, hasPaymentUrl: true } }));
    await userEvent.click(await screen.findByRole('button', { name: /^Bayar #/ }));
    await waitFor(() => expect(leave).toHaveBeenCalledWith(url));
    leave.mockRestore();
  });

  it('continues a pending payment with continue-payment', async () => {
    const order = anOrder({ status: 'pembayaran-tertunda' });
    const pay = popupEnds('onSuccess');
    const { callsTo } = showOrders([order], {
      'POST /bff/api/service/payments/continue-payment': {
        status: 200,
        body: { message: 'Continue payment', token: 'tok-2', hasPaymentUrl: false, redirect_url: 'x' },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: /^Lanjutkan pembayaran #/ }));
    expect(await screen.findByText('Pembayaran Berhasil')).toBeInTheDocument();
    expect(callsTo('POST', '/bff/api/service/payments/continue-payment')[0].body).toEqual({ transactionId: order._id });
    expect(pay.mock.calls[0][0]).toBe('tok-2');
  });

  it("loads the provider's snap.js through the BFF the first time, once", async () => {
    showOrders([anOrder()], paying());
    await userEvent.click(await screen.findByRole('button', { name: /^Bayar #/ }));
    const scripts = () => document.head.querySelectorAll('script[src="/bff/api/service/payments/simulator/snap.js"]');
    await waitFor(() => expect(scripts()).toHaveLength(1));
    popupEnds('onSuccess');
    act(() => scripts()[0].dispatchEvent(new Event('load')));
    expect(await screen.findByText('Pembayaran Berhasil')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /^Bayar #/ }));
    expect(scripts()).toHaveLength(1);
  });

  it('starts paying a new order at once when the checkout sends the buyer here', async () => {
    const order = anOrder();
    popupEnds('onSuccess');
    function FromCheckout() {
      const navigate = useNavigate();
      useEffect(() => {
        const { to, state } = payNewOrder(order._id);
        navigate(to, { state });
      }, [navigate]);
      return null;
    }
    const { callsTo } = fakeBff({ [LIST]: { status: 200, body: [order] }, ...paying() });
    renderWithShell(
      <>
        <FromCheckout />
        <OrdersPage />
      </>,
      { route: '/checkout', toasts: true },
    );
    expect(await screen.findByText('Pembayaran Berhasil')).toBeInTheDocument();
    expect(callsTo('POST', '/bff/api/service/payments/create-payment')).toHaveLength(1);
    expect(screen.getByTestId('location')).toHaveTextContent('/transaksi?status=menunggu-pembayaran&status=pembayaran-tertunda&status=sudah-bayar');
  });

  it('lands a buyer back from the payment page on the group of the new status', async () => {
    const { callsTo } = showOrders([anOrder({ status: 'sudah-bayar' })], {}, '/transaksi?order_id=COE-x-1&status_code=200&transaction_status=settlement');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/transaksi?status=menunggu-pembayaran&status=pembayaran-tertunda&status=sudah-bayar'),
    );
    expect(await screen.findByText('Sudah Bayar')).toBeInTheDocument();
    expect(callsTo('GET', '/bff/api/transaction').at(-1)?.url).toContain('status=sudah-bayar');
  });

  it('lands a buyer whose payment was denied with the orders to pay, where the order can be paid again', async () => {
    const denied = anOrder({ status: 'gagal', payment_deadline: new Date(Date.now() + 3600_000).toISOString() });
    showOrders([denied], {}, '/transaksi?order_id=COE-x-1&status_code=202&transaction_status=deny');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/transaksi?status=menunggu-pembayaran&status=pembayaran-tertunda&status=sudah-bayar'),
    );
    expect(await screen.findByRole('button', { name: /^Bayar ulang #/ })).toBeInTheDocument();
  });
});
