import { SHARE_MESSAGES, type SharedView, type ShareLink } from '@pcb/contract';
import { fakeBff, renderWithShell } from '@pcb/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ShareActions } from '../components/share-actions';
import { ShareLinksPage } from '../components/share-links-page';
import { SharedPage } from '../components/shared-page';

const TOKEN = 'A'.repeat(43);
const ID = 'a'.repeat(24);
const aShareLink = (over: Partial<ShareLink> = {}): ShareLink => ({
  _id: ID,
  kind: 'order',
  target_id: ID,
  title: '#AAAAAAAA',
  created_at: '2026-11-20T03:00:00.000Z',
  expires_at: '2099-01-01T16:59:59.999Z',
  revoked_at: null,
  ...over,
});

const VIEW: SharedView = {
  kind: 'order',
  title: '#AAAAAAAA',
  status: 'menunggu-pembayaran',
  lines: [
    { name: 'Costom Assembly', quantity: 1, price: 175000 },
    { name: 'Biaya panel', quantity: 1, price: 15000 },
  ],
  shipping: 18000,
  total: 208000,
  request: {
    kind: 'assembly',
    name: 'Costom Assembly',
    status: 'sudah-checkout',
    specification: [{ label: 'Notes', value: 'Sensor kelembapan' }],
    design_inspection: null,
    has_design: false,
  },
  document: 'proforma',
  photos: [],
  created_at: '2026-11-20T03:00:00.000Z',
  expires_at: '2026-12-01T16:59:59.999Z',
};

const openShared = () => renderWithShell(<SharedPage />, { route: `/bagikan/${TOKEN}`, path: '/bagikan/:token' });

describe('the shared page', () => {
  it('shows the lines, shipping, total, specification and status, and offers the PDF through the link', async () => {
    fakeBff({ [`GET /bff/api/shared/${TOKEN}`]: { status: 200, body: VIEW } });
    openShared();
    expect(await screen.findByRole('heading', { level: 1, name: 'Pesanan #AAAAAAAA' })).toBeInTheDocument();
    expect(screen.getByText('Menunggu Pembayaran')).toBeInTheDocument();
    const price = screen.getByRole('region', { name: 'Rincian harga' });
    expect(within(price).getByText('Rp. 18.000')).toBeInTheDocument();
    expect(within(price).getByText('Rp. 208.000')).toBeInTheDocument();
    expect(screen.getByText('Sensor kelembapan')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Unduh Proforma Invoice (PDF)' })).toHaveAttribute('href', `/bff/api/shared/${TOKEN}/document`);
  });

  it('shows the photos of the board the admin attached, each named by its step and opening full size', async () => {
    const photo = {
      _id: ID,
      status: 'dikirim' as const,
      at: '2026-11-21T03:00:00.000Z',
    };
    fakeBff({ [`GET /bff/api/shared/${TOKEN}`]: { status: 200, body: { ...VIEW, status: 'dikirim', photos: [photo] } } });
    openShared();
    const photos = await screen.findByRole('region', { name: 'Foto papan' });
    const picture = within(photos).getByRole('img', { name: /^Foto papan saat dikirim, 21-11-2026/ });
    // Through the link, never the public file root: the photo closes with the link.
    expect(picture).toHaveAttribute('src', `/bff/api/shared/${TOKEN}/photos/${photo._id}`);
    expect(within(photos).getByRole('link')).toHaveAttribute('href', `/bff/api/shared/${TOKEN}/photos/${photo._id}`);
  });

  it('has no photo section while there is no photo', async () => {
    fakeBff({ [`GET /bff/api/shared/${TOKEN}`]: { status: 200, body: VIEW } });
    openShared();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('region', { name: 'Foto papan' })).not.toBeInTheDocument();
  });

  it.each([
    ['expired', SHARE_MESSAGES.expired],
    ['revoked', SHARE_MESSAGES.revoked],
  ])('says in Indonesian that a link is %s', async (_state, message) => {
    fakeBff({ [`GET /bff/api/shared/${TOKEN}`]: { status: 410, body: { message } } });
    openShared();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });
});

describe('ShareActions', () => {
  it("makes a link to the buyer's order until the chosen day and shows its address once", async () => {
    const { callsTo } = fakeBff({ 'POST /bff/api/share-links': { status: 201, body: { message: 'ok', token: TOKEN, data: aShareLink() } } });
    renderWithShell(<ShareActions subject={{ kind: 'order', id: ID, status: 'sudah-bayar' }} />);
    expect(screen.getByRole('link', { name: 'Unduh Invoice (PDF)' })).toHaveAttribute('href', `/bff/api/documents/order/${ID}`);
    await userEvent.click(screen.getByRole('button', { name: 'Bagikan ke pembimbing / keuangan' }));
    const day = screen.getByLabelText('Berlaku sampai');
    await userEvent.clear(day);
    await userEvent.type(day, '2099-01-02');
    await userEvent.click(screen.getByRole('button', { name: 'Buat tautan' }));
    expect(await screen.findByLabelText('Tautan untuk dibagikan')).toHaveValue(`${window.location.origin}/bagikan/${TOKEN}`);
    expect(callsTo('POST', '/bff/api/share-links')[0].body).toEqual({ kind: 'order', id: ID, expires_on: '2099-01-02' });
  });

  it('offers no PDF for a request still in review', () => {
    renderWithShell(<ShareActions subject={{ kind: 'prototype', id: ID, status: 'admin-review' }} />);
    expect(screen.queryByRole('link', { name: /PDF/ })).not.toBeInTheDocument();
  });
});

describe('ShareLinksPage', () => {
  it('revokes a live link after asking, and offers nothing for an expired or revoked one', async () => {
    const { callsTo } = fakeBff({
      'GET /bff/api/share-links': {
        status: 200,
        body: [
          aShareLink({}),
          aShareLink({ _id: 'b'.repeat(24), title: 'Lama', expires_at: '2020-01-01T00:00:00.000Z' }),
          aShareLink({ _id: 'c'.repeat(24), title: 'Dicabut', revoked_at: '2026-11-21T00:00:00.000Z' }),
        ],
      },
      [`DELETE /bff/api/share-links/${ID}`]: { status: 200, body: { message: 'Tautan dicabut' } },
    });
    renderWithShell(<ShareLinksPage />);
    expect(await screen.findByText('Kedaluwarsa')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Cabut tautan/ })).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Cabut tautan #AAAAAAAA' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cabut' }));
    await waitFor(() => expect(callsTo('DELETE', `/bff/api/share-links/${ID}`)).toHaveLength(1));
  });
});
