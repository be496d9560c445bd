import { screen, within } from '@testing-library/react';
import { fakeBff, renderWithShell } from '@pcb/shared-ui/testing';
import { signInAdmin } from '../../../testing/fixtures';
import { aPaymentDetail } from '../../../testing/orders';
import { PaymentDetailPage } from '../components/payment-detail-page';

const at = (minute: number, second: number) => new Date(2026, 2, 4, 5, minute, second).toISOString();

function showPayment(answer: { status: number; body?: unknown }, id = 'abcdefabcdefabcdefabcdef') {
  const bff = fakeBff({ [`GET /bff/admin/api/admin/payment-detail/${id}`]: answer });
  renderWithShell(<PaymentDetailPage />, { route: `/payment-detail/${id}`, path: '/payment-detail/:id' });
  return bff;
}

describe('/payment-detail/{id}', () => {
  beforeEach(signInAdmin);

  it('shows the order number, buyer, amount, method, provider transaction id and provider status', async () => {
    const payment = aPaymentDetail();
    showPayment({ status: 200, body: payment });
    expect(await screen.findByRole('heading', { name: 'Detail Payment' })).toBeInTheDocument();
    const facts = within(screen.getByRole('table', { name: 'Pembayaran' }));
    for (const row of [
      `No Order #${payment.transaction_id.slice(-8).toUpperCase()}`,
      `Kode Pembayaran di Penyedia ${payment.order_id}`,
      'Pembeli Budi Santoso',
      'No. Telpon 081234567890',
      'Jumlah Rp. 258.000',
      'Metode Pembayaran Transfer Bank',
      'ID Transaksi Penyedia 7d3f1c2e-0000-4000-8000-000000000001',
      'Status Penyedia settlement',
      'Status Pesanan Sudah Bayar',
    ]) {
      expect(facts.getByRole('row', { name: row })).toBeInTheDocument();
    }
  });

  it('lists every notification received with its time', async () => {
    const payment = aPaymentDetail();
    payment.notifications[0].received_at = at(7, 0);
    payment.notifications[1].received_at = at(9, 30);
    showPayment({ status: 200, body: payment });
    const table = await screen.findByRole('table', { name: 'Notifikasi Penyedia' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      within(rows[0])
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['1', '04-03-2026 05:07:00', 'pending', '201', 'Transfer Bank', '258000.00', 'Data tidak tersedia']);
    expect(
      within(rows[1])
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['2', '04-03-2026 05:09:30', 'settlement', '200', 'Transfer Bank', '258000.00', 'accept']);
  });

  it('says what is not known yet: no method, no provider id, no notification', async () => {
    showPayment({
      status: 200,
      body: aPaymentDetail({
        payment_method: null,
        provider_transaction_id: null,
        status: 'pending',
        transaction_status: 'pembayaran-tertunda',
        notifications: [],
      }),
    });
    const facts = within(await screen.findByRole('table', { name: 'Pembayaran' }));
    expect(facts.getByRole('row', { name: 'Metode Pembayaran Menunggu Pembayaran' })).toBeInTheDocument();
    expect(facts.getByRole('row', { name: 'ID Transaksi Penyedia Data tidak tersedia' })).toBeInTheDocument();
    expect(screen.getByText('Belum ada notifikasi dari penyedia pembayaran.')).toBeInTheDocument();
  });

  it.each([
    ['sudah-bayar', '/admin/transaksi?status=menunggu-pembayaran&status=pembayaran-tertunda&status=sudah-bayar'],
    ['diproses', '/admin/transaksi?status=diproses'],
    ['dikirim', '/admin/transaksi?status=dikirim'],
    ['selesai', '/admin/transaksi?status=selesai&status=gagal&status=pembayaran-kadarluarsa&status=dibatalkan-admin&status=dibatalkan-pembeli'],
  ] as const)('links back to the order in the list that holds %s, opened on its detail', async (status, list) => {
    const payment = aPaymentDetail({ transaction_status: status });
    showPayment({ status: 200, body: payment });
    expect(await screen.findByRole('link', { name: 'Lihat pesanan' })).toHaveAttribute('href', `${list}&order=${payment.transaction_id}`);
  });

  it("says the server's Pembayaran tidak ditemukan for an order never paid", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    showPayment({ status: 404, body: { message: 'Pembayaran tidak ditemukan' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Pembayaran tidak ditemukan');
  });
});
