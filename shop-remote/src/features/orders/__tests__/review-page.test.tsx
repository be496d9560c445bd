import { orderNumber } from '@pcb/contract/domain';
import { fakeBff, renderWithShell } from '@pcb/shared-ui/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { anOrder } from '../../../testing/orders';
import { ReviewPage } from '../components/review-page';

const LIST = 'GET /bff/api/transaction';
const finished = anOrder({ status: 'selesai' });

function showReview(route = `/review?order=${finished._id}`) {
  const bff = fakeBff({ [LIST]: { status: 200, body: [finished] } });
  renderWithShell(<ReviewPage />, { route });
  return bff;
}

describe('/review', () => {
  it('names the finished order it reviews, takes stars and a comment, sends nothing and says it was noted', async () => {
    const { calls } = showReview();
    expect(await screen.findByText(`Pesanan ${orderNumber(finished._id)}`)).toBeInTheDocument();
    expect(screen.getByText(/PCB FR4 10x10 × 2/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: '4 bintang' }));
    expect(screen.getByRole('radio', { name: '4 bintang' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.type(screen.getByLabelText('Komentar'), 'PCB rapi, pengiriman cepat');
    await userEvent.click(screen.getByRole('button', { name: 'Kirim Ulasan' }));
    expect(await screen.findByText('Terima kasih! Ulasan Anda sudah kami catat.')).toBeInTheDocument();
    expect(calls.map((call) => call.method)).toEqual(['GET']);
    expect(calls[0].url).toBe('/bff/api/transaction?status=selesai');
  });

  it('refuses an empty review with a message and keeps the form', async () => {
    showReview();
    await userEvent.click(await screen.findByRole('button', { name: 'Kirim Ulasan' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Mohon beri rating bintang terlebih dahulu!');
    expect(screen.queryByText('Terima kasih! Ulasan Anda sudah kami catat.')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: '5 bintang' }));
    await userEvent.click(screen.getByRole('button', { name: 'Kirim Ulasan' }));
    expect(await screen.findByText('Terima kasih! Ulasan Anda sudah kami catat.')).toBeInTheDocument();
  });

  it('offers the finished orders instead of a form when no finished order is named', async () => {
    const { calls } = showReview('/review');
    expect(await screen.findByText(/Pesanan yang selesai tidak ditemukan/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lihat pesanan selesai' })).toHaveAttribute('href', '/transaksi?status=selesai');
    expect(screen.queryByRole('button', { name: 'Kirim Ulasan' })).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('does not review an order that is not among the finished ones', async () => {
    showReview(`/review?order=${'9'.repeat(24)}`);
    expect(await screen.findByText(/Pesanan yang selesai tidak ditemukan/)).toBeInTheDocument();
  });
});
