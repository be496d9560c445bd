import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { orderNumber } from '@pcb/contract/domain';
import { fakeBff, renderWithShell } from '@pcb/shared-ui/testing';
import { signInAdmin, signOutAdmin } from '../../../testing/fixtures';
import { aTransaction } from '../../../testing/orders';
import { TransactionsPage } from '../components/transactions-page';

const LIST = 'GET /bff/admin/api/admin/transaction';
const REJECT = 'PUT /bff/admin/api/admin/transaction/reject';
const APPROVE = 'PUT /bff/admin/api/admin/transaction/approve';
const SEND = 'PUT /bff/admin/api/admin/transaction/send';
const OK = { status: 200, body: { message: 'ok' } };

const unpaid = aTransaction({ status: 'menunggu-pembayaran' });
const paid = aTransaction({ status: 'sudah-bayar', payment_id: 'abcdefabcdefabcdefabcdef' });
const processing = aTransaction({ status: 'diproses' });
const PAYMENT_ROUTE = '/admin/transaksi?status=menunggu-pembayaran&status=pembayaran-tertunda&status=sudah-bayar';

function showTransactions(handlers: Parameters<typeof fakeBff>[0] = {}, route = PAYMENT_ROUTE) {
  const bff = fakeBff({ [LIST]: { status: 200, body: [unpaid, paid, processing] }, ...handlers });
  renderWithShell(<TransactionsPage />, { route, toasts: true });
  return bff;
}

/** A list whose order leaves once `changed` is set (what the server does after a successful action). */
function listWithout(t: { _id: string }) {
  const state = { changed: false };
  const handler = () => ({ status: 200, body: [unpaid, paid, processing].filter((row) => !state.changed || row._id !== t._id) });
  const answer = (answer: { status: number; body?: unknown }) => () => {
    state.changed = answer.status === 200;
    return answer;
  };
  return { handler, answer };
}

const rowOf = async (id: string) => (await screen.findByRole('cell', { name: orderNumber(id) })).closest('tr') as HTMLElement;
const buttonsIn = (row: HTMLElement) =>
  within(row)
    .getAllByRole('button')
    .map((b) => b.textContent);

describe('Data Transaksi (transaksi)', () => {
  beforeEach(signInAdmin);

  it('is titled with the list’s name under Data Transaksi and asks for the link’s repeated statuses, the stray dibatalkan-pembeli included', async () => {
    const route = '/admin/transaksi?status=selesai&status=gagal&status=pembayaran-kadarluarsa&status=dibatalkan-admin&status=dibatalkan-pembeli';
    const { calls } = showTransactions({}, route);
    expect(await screen.findByRole('heading', { level: 1, name: 'Riwayat' })).toBeInTheDocument();
    expect(screen.getByText('Data Transaksi')).toBeInTheDocument();
    await rowOf(unpaid._id);
    expect(calls[0].url).toBe(`/bff/admin/api/admin/transaction?${route.split('?')[1]}`);
  });

  it.each([
    ['diproses', 'Diproses'],
    ['dikirim', 'Dikirim'],
  ])('names the list of status %s %s in its heading', async (status, name) => {
    showTransactions({}, `/admin/transaksi?status=${status}`);
    expect(await screen.findByRole('heading', { level: 1, name })).toBeInTheDocument();
  });

  it('is titled Data Transaksi for a status set no sidebar entry has', async () => {
    showTransactions({}, '/admin/transaksi?status=selesai');
    expect(await screen.findByRole('heading', { level: 1, name: 'Data Transaksi' })).toBeInTheDocument();
  });

  it('ignores an unknown status value with a short notice', async () => {
    const { calls } = showTransactions({}, '/admin/transaksi?status=diproses&status=lunas');
    expect(await screen.findByText('Status tidak dikenal diabaikan: lunas')).toBeInTheDocument();
    await rowOf(unpaid._id);
    expect(calls[0].url).toBe('/bff/admin/api/admin/transaction?status=diproses');
  });

  it('shows No, No Order, Pembeli, Harga, Status, Detail Payment and Action', async () => {
    showTransactions();
    const row = await rowOf(paid._id);
    const table = screen.getByRole('table', { name: 'Pembayaran' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['No', 'No Order', 'Pembeli', 'Harga', 'Status', 'Detail Payment', 'Action']);
    expect(
      within(row)
        .getAllByRole('cell')
        .slice(0, 5)
        .map((c) => c.textContent),
    ).toEqual(['2', orderNumber(paid._id), 'Budi Santoso', 'Rp. 258.000', 'Sudah Bayar']);
  });

  it('links Detail Payment to /payment-detail/{id} only when the order has a payment', async () => {
    showTransactions();
    expect(within(await rowOf(paid._id)).getByRole('link', { name: 'Lihat Payment' })).toHaveAttribute('href', '/payment-detail/abcdefabcdefabcdefabcdef');
    expect(within(await rowOf(unpaid._id)).queryByRole('link')).not.toBeInTheDocument();
  });

  it('says "Belum ada data transaksi." in the table and "Transactions are empty!" when no order has these statuses', async () => {
    showTransactions({ [LIST]: { status: 200, body: [] } });
    expect(await screen.findByText('Belum ada data transaksi.')).toBeInTheDocument();
    expect(await screen.findByText('Transactions are empty!')).toBeInTheDocument();
  });

  it('says "Failed to load transactions" when the list does not load', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    showTransactions({ [LIST]: { status: 500, body: { message: 'boom' } } });
    expect(await screen.findByText('Failed to load transactions')).toBeInTheDocument();
  });

  it('offers each status only its own action: reject, approve or send, and Detail always', async () => {
    const shipped = aTransaction({ status: 'dikirim' });
    const pending = aTransaction({ status: 'pembayaran-tertunda' });
    showTransactions({ [LIST]: { status: 200, body: [unpaid, paid, processing, shipped, pending] } });
    expect(buttonsIn(await rowOf(unpaid._id))).toEqual(['Detail', 'Reject']);
    expect(buttonsIn(await rowOf(paid._id))).toEqual(['Detail', 'Approve']);
    expect(buttonsIn(await rowOf(processing._id))).toEqual(['Detail', 'Kirim']);
    expect(buttonsIn(await rowOf(shipped._id))).toEqual(['Detail']);
    expect(buttonsIn(await rowOf(pending._id))).toEqual(['Detail']);
  });

  it('rejects an unpaid order after a confirmation: "Transaksi Berhasil Ditolak", and the row leaves', async () => {
    const list = listWithout(unpaid);
    const { callsTo } = showTransactions({ [LIST]: list.handler, [REJECT]: list.answer(OK) });
    await userEvent.click(within(await rowOf(unpaid._id)).getByRole('button', { name: 'Reject' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Transaksi Berhasil Ditolak')).toBeInTheDocument();
    expect(callsTo('PUT', '/bff/admin/api/admin/transaction/reject')[0].body).toEqual({ id: unpaid._id });
    await waitFor(() => expect(screen.queryByRole('cell', { name: orderNumber(unpaid._id) })).not.toBeInTheDocument());
  });

  it('approves a paid order: "Status transaksi berhasil di update", and the row leaves', async () => {
    const list = listWithout(paid);
    const { callsTo } = showTransactions({ [LIST]: list.handler, [APPROVE]: list.answer(OK) });
    await userEvent.click(within(await rowOf(paid._id)).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Status transaksi berhasil di update')).toBeInTheDocument();
    expect(callsTo('PUT', '/bff/admin/api/admin/transaction/approve')[0].body).toEqual({ id: paid._id });
    await waitFor(() => expect(screen.queryByRole('cell', { name: orderNumber(paid._id) })).not.toBeInTheDocument());
  });

  it('says "Terjadi Kesalahan" when an action fails', async () => {
    showTransactions({ [APPROVE]: { status: 409, body: { message: 'Status transaksi tidak sesuai' } } });
    await userEvent.click(within(await rowOf(paid._id)).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Terjadi Kesalahan')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: orderNumber(paid._id) })).toBeInTheDocument();
  });

  it('stops a write with "Kamu tidak terountetikasi, silahkan login kembali!" once the admin session is gone', async () => {
    const { callsTo } = showTransactions({ [APPROVE]: OK });
    const row = await rowOf(paid._id);
    signOutAdmin();
    await userEvent.click(within(row).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Kamu tidak terountetikasi, silahkan login kembali!')).toBeInTheDocument();
    expect(callsTo('PUT', '/bff/admin/api/admin/transaction/approve')).toHaveLength(0);
  });

  describe('send', () => {
    const openSend = async () => userEvent.click(within(await rowOf(processing._id)).getByRole('button', { name: 'Kirim' }));

    it('requires the resi, with the spec’s "Alasan tidak boleh kosong!"', async () => {
      const { callsTo } = showTransactions({ [SEND]: OK });
      await openSend();
      await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Kirim' }));
      expect(await screen.findByText('Alasan tidak boleh kosong!')).toBeInTheDocument();
      expect(callsTo('PUT', '/bff/admin/api/admin/transaction/send')).toHaveLength(0);
    });

    it('sends the resi: "Transaksi Siap Dikirim", and the row leaves', async () => {
      const list = listWithout(processing);
      const { callsTo } = showTransactions({ [LIST]: list.handler, [SEND]: list.answer(OK) });
      await openSend();
      await userEvent.type(await screen.findByLabelText('No. Resi'), ' JNE0001 ');
      await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Kirim' }));
      expect(await screen.findByText('Transaksi Siap Dikirim')).toBeInTheDocument();
      expect(callsTo('PUT', '/bff/admin/api/admin/transaction/send')[0].body).toEqual({ id: processing._id, resi: 'JNE0001' });
      await waitFor(() => expect(screen.queryByRole('cell', { name: processing._id })).not.toBeInTheDocument());
    });

    it('says "Terjadi Kesalahan" when sending fails', async () => {
      showTransactions({ [SEND]: 'network-error' });
      await openSend();
      await userEvent.type(await screen.findByLabelText('No. Resi'), 'JNE0001');
      await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Kirim' }));
      expect(await screen.findByText('Terjadi Kesalahan')).toBeInTheDocument();
    });
  });
});
