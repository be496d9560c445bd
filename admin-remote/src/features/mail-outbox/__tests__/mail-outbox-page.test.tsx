import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MailOutboxView, OutboxEntry } from '@pcb/contract';
import { fakeBff, renderWithShell } from '@pcb/shared-ui/testing';
import { signInAdmin } from '../../../testing/fixtures';
import { MailOutboxPage } from '../components/mail-outbox-page';

const OUTBOX = '/bff/admin/api/admin/mail-outbox';
const at = (hour: number) => new Date(2026, 10, 24, hour, 5).toISOString();

function aMail(overrides: Partial<OutboxEntry>): OutboxEntry {
  return {
    _id: 'abcdefabcdefabcdefabcdef',
    dedupe_key: 'order:abcdefabcdefabcdefabcdef:sudah-bayar',
    to: 'budi@example.com',
    subject: 'Pembayaran pesanan diterima',
    status: 'sent',
    attempts: 1,
    last_error: null,
    next_attempt_at: at(9),
    sent_at: at(9),
    created_at: at(9),
    ...overrides,
  };
}

function showOutbox(view: MailOutboxView, route = '/admin/kotak-keluar') {
  const bff = fakeBff({ [`GET ${OUTBOX}`]: { status: 200, body: view }, [`POST ${OUTBOX}/resend`]: { status: 200, body: { message: 'ok', resent: 1 } } });
  renderWithShell(<MailOutboxPage />, { route, path: '/admin/kotak-keluar' });
  return bff;
}

describe('/admin/kotak-keluar', () => {
  beforeEach(signInAdmin);

  it('lists each mail with its recipient, status, attempts and last error, and the count per status', async () => {
    showOutbox({
      held: false,
      counts: { pending: 1, sent: 1, failed: 0 },
      mails: [
        aMail({
          _id: 'bbbbbbbbbbbbbbbbbbbbbbbb',
          to: 'siti@example.com',
          subject: 'Pesanan Anda telah dikirim',
          status: 'pending',
          attempts: 2,
          sent_at: null,
          last_error: 'connect ECONNREFUSED 10.0.0.5:587',
          next_attempt_at: at(10),
        }),
        aMail({}),
      ],
    });
    expect(screen.getByRole('heading', { name: 'Kotak Keluar Email' })).toBeInTheDocument();
    const table = within(await screen.findByRole('table', { name: 'Kotak Keluar Email' }));
    const [, pending, sent] = table.getAllByRole('row');
    expect(pending).toHaveTextContent('siti@example.com');
    expect(pending).toHaveTextContent('Menunggu');
    expect(pending).toHaveTextContent('connect ECONNREFUSED 10.0.0.5:587');
    expect(within(pending).getByText('2')).toBeInTheDocument();
    expect(sent).toHaveTextContent('Terkirim');
    const filter = within(screen.getByRole('navigation', { name: 'Status email' }));
    expect(filter.getByRole('link', { name: 'Semua (2)' })).toHaveAttribute('aria-current', 'page');
    expect(filter.getByRole('link', { name: 'Gagal (0)' })).toHaveAttribute('href', '/admin/kotak-keluar?status=failed');
  });

  it('asks only for the chosen status', async () => {
    const bff = showOutbox({ held: false, counts: { pending: 0, sent: 0, failed: 0 }, mails: [] }, '/admin/kotak-keluar?status=failed');
    expect(await screen.findByText('Belum ada email.')).toBeInTheDocument();
    expect(bff.callsTo('GET', OUTBOX)[0].url).toContain('status=failed');
    expect(screen.getByRole('link', { name: 'Gagal (0)' })).toHaveAttribute('aria-current', 'page');
  });

  it('says so when the outbox cannot be loaded', async () => {
    fakeBff({ [`GET ${OUTBOX}`]: { status: 500, body: { message: 'Terjadi kesalahan server!' } } });
    renderWithShell(<MailOutboxPage />, { route: '/admin/kotak-keluar', path: '/admin/kotak-keluar' });
    expect(await screen.findByText(/Gagal memuat kotak keluar email/)).toBeInTheDocument();
  });

  const failedMail = aMail({ _id: 'cccccccccccccccccccccccc', status: 'failed', attempts: 8, sent_at: null, last_error: 'Greeting never received' });

  it('sends one failed mail again, or every failed mail', async () => {
    const bff = showOutbox({ held: false, counts: { pending: 0, sent: 1, failed: 1 }, mails: [failedMail, aMail({})] });
    const table = within(await screen.findByRole('table', { name: 'Kotak Keluar Email' }));
    expect(table.getAllByRole('button', { name: /^Kirim Ulang/ })).toHaveLength(1);
    await userEvent.click(table.getByRole('button', { name: 'Kirim Ulang: Pembayaran pesanan diterima ke budi@example.com' }));
    await waitFor(() => expect(bff.callsTo('POST', `${OUTBOX}/resend`)).toHaveLength(1));
    expect(bff.callsTo('POST', `${OUTBOX}/resend`)[0].body).toEqual({ id: failedMail._id });
    await userEvent.click(screen.getByRole('button', { name: 'Kirim Ulang Semua yang Gagal (1)' }));
    await waitFor(() => expect(bff.callsTo('POST', `${OUTBOX}/resend`)).toHaveLength(2));
    expect(bff.callsTo('POST', `${OUTBOX}/resend`)[1].body).toEqual({});
  });

  it('offers no resend while nothing failed', async () => {
    showOutbox({ held: false, counts: { pending: 0, sent: 1, failed: 0 }, mails: [aMail({})] });
    await screen.findByRole('table', { name: 'Kotak Keluar Email' });
    expect(screen.queryByRole('button', { name: /Kirim Ulang/ })).not.toBeInTheDocument();
  });

  it('says that mail is held while production has no SMTP_URL', async () => {
    showOutbox({ held: true, counts: { pending: 1, sent: 0, failed: 0 }, mails: [aMail({ status: 'pending', sent_at: null })] });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'SMTP_URL belum diatur: email tidak dikirim dan tetap menunggu di sini sampai server email diatur.',
    );
  });
});
