import type { RevenuePoint } from '@pcb/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeBff, fakeViewport, renderWithShell } from '@pcb/shared-ui/testing';
import { signInAdmin } from '../../../testing/fixtures';
import { aPrototypeRequest, aTransaction } from '../../../testing/orders';
import { DashboardPage } from '../components/dashboard-page';

// uPlot draws on a canvas jsdom does not have; the chart's input is what this page decides.
jest.mock('../components/revenue-chart', () => ({
  RevenueChart: ({ points, period }: { points: RevenuePoint[]; period: string }) => (
    <div data-testid="revenue-chart" data-period={period}>
      {points.length}
    </div>
  ),
}));

const API = '/bff/admin/api/admin/dashboard';
type Handlers = Parameters<typeof fakeBff>[0];

const custom = aTransaction({
  status: 'diproses',
  total_payment: 750000,
  product: [
    {
      standart: [],
      costom_prototype: [
        { _id: 'c'.repeat(24), id_request_costom: { ...aPrototypeRequest({ name: 'Costom Prototype' }), id_user: 'b'.repeat(24) }, quantity: 1 },
      ],
      costom_assembly: [],
    },
  ],
});
const standard = aTransaction({ id_user: { ...aTransaction().id_user, name: 'Ani' }, total_payment: 258000 });

function aPayment(index: number, method: string | null) {
  const id = (0xa00 + index).toString(16).padStart(24, '0');
  return {
    _id: id,
    order_id: `ORDER-${index}`,
    transaction_id: {
      _id: id,
      id_user: { _id: id, name: `Pembeli ${index}`, email: 'x@example.com', phone: index === 2 ? null : '0812' },
      status: 'sudah-bayar',
      total_payment: 1000 * index,
    },
    payment_method: method,
    status: 'settlement',
    amount: 1000 * index,
    transaction_time: null,
    created_at: '2026-01-01T00:00:00.000Z',
    createdAt: '2026-01-01T00:00:00.000Z',
  };
}

const days = Array.from({ length: 30 }, (_, i) => ({ date: `2026-03-${String(i + 1).padStart(2, '0')}`, total: i * 1000, orders: 1 }));
const months = Array.from({ length: 12 }, (_, i) => ({ date: `2025-${String(i + 1).padStart(2, '0')}`, total: 5000, orders: 2 }));

const REVIEW_STATS = {
  promise: { review_days: 1, text: '1 hari kerja' },
  window_days: 30,
  reviewed: 24,
  median_hours: 21.5,
  p90_hours: 40.2,
  late: 9,
  overdue: 2,
};

function show(handlers: Handlers = {}) {
  const fake = fakeBff({
    [`GET ${API}/total-request-costom`]: { status: 200, body: { totalDataCount: 7 } },
    [`GET ${API}/transaksi`]: { status: 200, body: { transactions: [custom, standard], totalPayment: 1250000 } },
    [`GET ${API}/payment`]: { status: 200, body: Array.from({ length: 12 }, (_, i) => aPayment(i + 1, i === 0 ? null : 'bank_transfer')) },
    [`GET ${API}/revenue`]: (call) => ({
      status: 200,
      body: call.url.includes('period=month')
        ? { period: 'month', timeZone: 'Asia/Jakarta', points: months }
        : { period: 'day', timeZone: 'Asia/Jakarta', points: days },
    }),
    [`GET ${API}/status-counts`]: {
      status: 200,
      body: {
        transactions: [
          { status: 'menunggu-pembayaran', count: 3 },
          { status: 'diproses', count: 1 },
        ],
        customRequests: [{ status: 'admin-review', count: 7 }],
      },
    },
    [`GET ${API}/review-time`]: { status: 200, body: REVIEW_STATS },
    ...handlers,
  });
  renderWithShell(<DashboardPage />, { route: '/admin/dashboard', toasts: true });
  return fake;
}

const card = (title: string) => screen.getByTestId(`card-${title}`);

describe('the dashboard', () => {
  beforeEach(signInAdmin);

  it('shows Total pendapatan in Rupiah, the Request Custom count and the Total Transaksi count', async () => {
    show();
    await waitFor(() => expect(card('Total pendapatan')).toHaveTextContent('Rp. 1.250.000'));
    await waitFor(() => expect(card('Request Custom')).toHaveTextContent('7'));
    expect(card('Total Transaksi')).toHaveTextContent('2');
  });

  it('links Selengkapnya to the review list and the payment list', async () => {
    show();
    expect(await screen.findByRole('link', { name: 'Selengkapnya: Request Custom' })).toHaveAttribute('href', '/admin/request-custom?status=admin-review');
    expect(screen.getByRole('link', { name: 'Selengkapnya: Total Transaksi' })).toHaveAttribute(
      'href',
      '/admin/transaksi?status=menunggu-pembayaran&status=pembayaran-tertunda&status=sudah-bayar',
    );
  });

  it('lists the 10 newest payments with the method or Menunggu Pembayaran', async () => {
    show();
    const table = await screen.findByRole('table', { name: 'Pembayaran Terbaru' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['No', 'Pembeli', 'Total', 'Pembayaran', 'No. Telpon']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(10);
    expect(rows[0]).toHaveTextContent('Pembeli 1');
    expect(rows[0]).toHaveTextContent('Menunggu Pembayaran');
    expect(rows[1]).toHaveTextContent('Transfer Bank');
    expect(rows[1]).toHaveTextContent('Data tidak tersedia');
  });

  it("lists the newest transactions with the custom request's name or Standart Produk", async () => {
    show();
    const table = await screen.findByRole('table', { name: 'History Pembelian' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['No', 'Pembeli', 'Total', 'Status', 'Pesanan']);
    const [first, second] = within(table).getAllByRole('row').slice(1);
    expect(first).toHaveTextContent('Rp. 750.000');
    expect(first).toHaveTextContent('Diproses');
    expect(first).toHaveTextContent('Costom Prototype');
    expect(second).toHaveTextContent('Ani');
    expect(second).toHaveTextContent('Standart Produk');
  });

  it('charts the last 30 days once the chart comes into view, and the last 12 months after the switch', async () => {
    const viewport = fakeViewport();
    const { calls } = show();
    expect(await screen.findByText(/Total periode ini/)).toBeInTheDocument();
    expect(screen.queryByTestId('revenue-chart')).not.toBeInTheDocument();
    act(() => viewport.scrollIntoView());
    viewport.restore();
    expect(await screen.findByTestId('revenue-chart')).toHaveTextContent('30');
    await userEvent.click(screen.getByRole('button', { name: '12 bulan' }));
    await waitFor(() => expect(screen.getByTestId('revenue-chart')).toHaveAttribute('data-period', 'month'));
    expect(screen.getByTestId('revenue-chart')).toHaveTextContent('12');
    expect(screen.getByRole('button', { name: '12 bulan' })).toHaveAttribute('aria-pressed', 'true');
    expect(calls.filter((c) => c.url.includes('/revenue')).map((c) => c.url.split('?')[1])).toEqual(['period=day', 'period=month']);
  });

  it('counts the orders and requests in each status, each linking to its list', async () => {
    show();
    const section = await screen.findByRole('region', { name: 'Status sekarang' });
    expect(await within(section).findByRole('link', { name: /Menunggu Pembayaran\s*3/ })).toHaveAttribute(
      'href',
      '/admin/transaksi?status=menunggu-pembayaran',
    );
    expect(within(section).getByRole('link', { name: /Admin Review\s*7/ })).toHaveAttribute('href', '/admin/request-custom?status=admin-review');
  });

  it('says so when a part of the dashboard does not load', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    show({ [`GET ${API}/payment`]: { status: 500, body: { message: 'boom' } } });
    const section = await screen.findByRole('region', { name: 'Pembayaran Terbaru' });
    expect(await within(section).findByText('Gagal memuat data dashboard.')).toBeInTheDocument();
  });
});

describe('the review time kept', () => {
  beforeEach(signInAdmin);

  it('shows the promise, the median and 90th percentile in hours, the late reviews and the requests waiting past the promise', async () => {
    show();
    const table = await screen.findByRole('table', { name: 'Waktu review 30 hari terakhir' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'Janji waktu review1 hari kerja',
      'Median21,5 jam kerja',
      'Persentil ke-9040,2 jam kerja',
      'Request ditinjau24',
      'Ditinjau lewat janji9',
      'Menunggu lewat janji2',
    ]);
  });

  it('saves a new promise in working days and refuses one out of bounds without calling', async () => {
    const fake = show({
      'PUT /bff/admin/api/admin/settings/review-time': {
        status: 200,
        body: { message: 'Waktu review disimpan', data: { review_days: 2, text: '2 hari kerja' } },
      },
    });
    const field = await screen.findByRole('spinbutton', { name: 'Janji waktu review (hari kerja)' });
    await userEvent.clear(field);
    await userEvent.type(field, '11');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Waktu review harus berupa bilangan bulat 1 sampai 10 hari kerja!')).toBeInTheDocument();
    expect(fake.callsTo('PUT', '/bff/admin/api/admin/settings/review-time')).toHaveLength(0);
    await userEvent.clear(field);
    await userEvent.type(field, '2');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() =>
      expect(fake.callsTo('PUT', '/bff/admin/api/admin/settings/review-time')).toEqual([expect.objectContaining({ body: { review_days: 2 } })]),
    );
    expect(await screen.findByText('Waktu review disimpan')).toBeInTheDocument();
  });
});
