import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Transaction } from '@pcb/contract';
import { orderNumber } from '@pcb/contract/domain';
import { fakeBff, renderWithShell } from '@pcb/shared-ui/testing';
import { signInAdmin } from '../../../testing/fixtures';
import { aPrototypeRequest, aTransaction } from '../../../testing/orders';
import { TransactionsPage } from '../components/transactions-page';

const LIST = 'GET /bff/admin/api/admin/transaction';
const at = (day: number, hour: number) => new Date(2026, 2, day, hour, 0, 0).toISOString();

const shipped = aTransaction({
  status: 'dikirim',
  // As pcb-api's offline courier writes it.
  estimated_delivery: '2-3 day',
  expedition: [{ _id: 'e'.repeat(24), courier: 'jne', shipping_option: 'REG', shipping_cost: 18000, delivery_receipt: 'JNE0001' }],
  history: [
    { status: 'menunggu-pembayaran', at: at(4, 8) },
    { status: 'sudah-bayar', at: at(4, 9), note: 'Pembayaran diterima · Transfer Bank' },
    { status: 'diproses', at: at(5, 10), note: 'Diproses oleh admin' },
    { status: 'dikirim', at: at(6, 11) },
  ],
});

const bare = aTransaction({
  id_user: { _id: 'f'.repeat(24), username: 'andi', name: null, email: 'andi@example.com', phone: null, address: null },
  estimated_delivery: null,
  product: [
    {
      standart: [],
      costom_prototype: [
        { _id: 'c'.repeat(24), id_request_costom: { ...aPrototypeRequest({ total_cost: 400000 }), id_user: 'f'.repeat(24) } as never, quantity: 1 },
      ],
      costom_assembly: [],
    },
  ],
});

async function openDetail(t: { _id: string }, route = '/admin/transaksi?status=dikirim') {
  fakeBff({ [LIST]: { status: 200, body: [shipped, bare] } });
  renderWithShell(<TransactionsPage />, { route });
  const row = (await screen.findByRole('cell', { name: orderNumber(t._id) })).closest('tr') as HTMLElement;
  await userEvent.click(within(row).getByRole('button', { name: 'Detail' }));
  return screen.findByRole('dialog', { name: 'Detail Transaksi' });
}

const section = (dialog: HTMLElement, name: string) => within(within(dialog).getByRole('region', { name }));

describe('Detail Transaksi', () => {
  beforeEach(signInAdmin);

  it('is 500 px wide and shows the order information', async () => {
    const dialog = await openDetail(shipped);
    expect(dialog).toHaveStyle({ maxWidth: '500px' });
    const order = section(dialog, 'Informasi Pesanan');
    expect(order.getByRole('row', { name: `No Order ${orderNumber(shipped._id)}` })).toBeInTheDocument();
    expect(order.getByRole('row', { name: 'Tanggal 04-03-2026 05:06:07' })).toBeInTheDocument();
    expect(order.getByRole('row', { name: 'Status Dikirim' })).toBeInTheDocument();
    expect(order.getByRole('row', { name: 'Total Pembayaran Rp. 258.000' })).toBeInTheDocument();
    expect(order.getByRole('row', { name: 'Estimasi Pengiriman 2–3 hari' })).toBeInTheDocument();
  });

  it('shows the shipping details: address names, courier, service, cost and resi', async () => {
    const shipping = section(await openDetail(shipped), 'Detail Pengiriman');
    for (const row of [
      'Penerima Budi Santoso',
      'No. Telpon 081234567890',
      'Alamat Jl. Ahmad Yani No. 1',
      'Kelurahan Belian',
      'Kecamatan Batam Kota',
      'Kota Kota Batam',
      'Provinsi Kepulauan Riau',
      'Kurir JNE',
      'Layanan REG',
      'Ongkos Kirim Rp. 18.000',
      'No. Resi JNE0001',
    ]) {
      expect(shipping.getByRole('row', { name: row })).toBeInTheDocument();
    }
  });

  it('says "Data tidak tersedia" for every missing value', async () => {
    const dialog = await openDetail(bare, '/admin/transaksi?status=menunggu-pembayaran');
    const shipping = section(dialog, 'Detail Pengiriman');
    for (const label of ['No. Telpon', 'Alamat', 'Kelurahan', 'Kecamatan', 'Kota', 'Provinsi', 'No. Resi']) {
      expect(shipping.getByRole('row', { name: `${label} Data tidak tersedia` })).toBeInTheDocument();
    }
    expect(section(dialog, 'Informasi Pesanan').getByRole('row', { name: 'Estimasi Pengiriman Data tidak tersedia' })).toBeInTheDocument();
  });

  it('lists standard products and custom requests with quantity and price', async () => {
    expect(section(await openDetail(shipped), 'Produk').getByRole('row', { name: 'Arduino Uno R3 2 × Rp. 120.000' })).toBeInTheDocument();
  });

  it('lists a custom request line by its name', async () => {
    const products = section(await openDetail(bare, '/admin/transaksi?status=menunggu-pembayaran'), 'Produk');
    expect(products.getByRole('row', { name: 'Costom Prototype 1 × Rp. 400.000' })).toBeInTheDocument();
  });

  it('shows the status timeline with each step’s time, the shipping step with courier and resi', async () => {
    const timeline = within(within(await openDetail(shipped)).getByRole('list', { name: 'Riwayat pesanan' }));
    const steps = timeline.getAllByRole('listitem');
    expect(steps.map((s) => s.getAttribute('data-status'))).toEqual(['menunggu-pembayaran', 'sudah-bayar', 'diproses', 'dikirim']);
    expect(steps[1]).toHaveTextContent('04-03-2026 09:00:00');
    expect(steps[3]).toHaveTextContent('Resi JNE0001');
  });

  it('opens the order named by ?order= (the payment detail links back there)', async () => {
    fakeBff({ [LIST]: { status: 200, body: [shipped] } });
    renderWithShell(<TransactionsPage />, { route: `/admin/transaksi?status=dikirim&order=${shipped._id}` });
    expect(await screen.findByRole('dialog', { name: 'Detail Transaksi' })).toBeInTheDocument();
  });

  it('closes with Tutup', async () => {
    const dialog = await openDetail(shipped);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tutup' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('prints with Cetak a sheet of only the order: number, recipient, products and total, on A4', async () => {
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    const dialog = await openDetail(shipped);
    await userEvent.click(within(dialog).getByRole('button', { name: /Cetak/ }));
    expect(print).toHaveBeenCalledTimes(1);
    const sheet = screen.getByTestId('order-sheet');
    expect(dialog).not.toContainElement(sheet);
    expect(sheet).toHaveTextContent(orderNumber(shipped._id));
    expect(sheet).toHaveTextContent('Penerima: Budi Santoso');
    expect(sheet).toHaveTextContent('No. Resi: JNE0001');
    expect(sheet).toHaveTextContent('Arduino Uno R3');
    expect(sheet).toHaveTextContent('Total: Rp. 258.000');
    expect(sheet).toHaveTextContent('2–3 hari');
    expect(sheet).not.toHaveTextContent('day');
    const printStyles = [...document.querySelectorAll('style')].map((s) => s.textContent).join('\n');
    expect(printStyles).toMatch(/@media print[\s\S]*size: A4[\s\S]*body > :not\(\[data-print-sheet\]\) \{ display: none !important; \}/);
  });
});

describe('Foto Papan', () => {
  beforeEach(signInAdmin);
  const photo = (status: 'diproses' | 'dikirim') => ({
    _id: '9'.repeat(24),
    status,
    picture_url: 'order-photo/abc-01.png',
    image_url: 'http://x/bff/files/order-photo/abc-01.png',
    at: at(5, 12),
  });

  async function openWith(status: Transaction['status'], photos: Transaction['photos'] = []) {
    const order = aTransaction({ status, photos });
    const bff = fakeBff({
      [LIST]: { status: 200, body: [order] },
      [`POST /bff/admin/api/admin/transaction/${order._id}/photos`]: { status: 201, body: { message: 'ok', data: photo('diproses') } },
      [`DELETE /bff/admin/api/admin/transaction/${order._id}/photos/${'9'.repeat(24)}`]: { status: 200, body: { message: 'Foto berhasil dihapus' } },
    });
    renderWithShell(<TransactionsPage />, { route: `/admin/transaksi?status=${status}`, toasts: true });
    const row = (await screen.findByRole('cell', { name: orderNumber(order._id) })).closest('tr') as HTMLElement;
    await userEvent.click(within(row).getByRole('button', { name: 'Detail' }));
    const dialog = await screen.findByRole('dialog', { name: 'Detail Transaksi' });
    return { order, bff, photos: section(dialog, 'Foto Papan') };
  }

  it('attaches a chosen photo to an order in diproses, as the photo field of a form', async () => {
    const { order, bff, photos } = await openWith('diproses');
    expect(photos.getByText('Belum ada foto papan.')).toBeInTheDocument();
    await userEvent.upload(photos.getByLabelText('File foto papan'), new File([new Uint8Array(10)], 'papan.png', { type: 'image/png' }));
    expect(await screen.findByText('Foto berhasil ditambahkan')).toBeInTheDocument();
    const [call] = bff.callsTo('POST', `/bff/admin/api/admin/transaction/${order._id}/photos`);
    expect((call.body as FormData).get('photo')).toBeInstanceOf(File);
  });

  it('shows the photos so far, and offers no upload once the order is finished', async () => {
    const { photos } = await openWith('selesai', [photo('dikirim')]);
    expect(photos.getByRole('img', { name: /^Foto papan saat dikirim/ })).toHaveAttribute('src', '/bff/files/order-photo/abc-01.png');
    expect(photos.queryByRole('button', { name: /Tambah Foto Papan/ })).not.toBeInTheDocument();
  });

  it('removes a photo only once the admin confirms, then reads the order again', async () => {
    const { order, bff, photos } = await openWith('selesai', [photo('dikirim')]);
    const removal = `/bff/admin/api/admin/transaction/${order._id}/photos/${'9'.repeat(24)}`;
    await userEvent.click(photos.getByRole('button', { name: /^Hapus foto papan saat dikirim/ }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Hapus foto papan?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Batal' }));
    expect(bff.callsTo('DELETE', removal)).toHaveLength(0);

    await userEvent.click(photos.getByRole('button', { name: /^Hapus foto papan saat dikirim/ }));
    await userEvent.click(within(await screen.findByRole('alertdialog', { name: 'Hapus foto papan?' })).getByRole('button', { name: 'Hapus' }));
    expect(await screen.findByText('Foto berhasil dihapus')).toBeInTheDocument();
    expect(bff.callsTo('DELETE', removal)).toHaveLength(1);
    await waitFor(() => expect(bff.callsTo('GET', '/bff/admin/api/admin/transaction').length).toBeGreaterThan(1));
  });
});
