import type { StatusChange } from '@pcb/contract';
import { render, screen, within } from '@testing-library/react';
import { formatDateTime } from '../../core/format/date';
import { AppProviders } from '../../core/components/app-providers';
import { OrderTimeline } from '../order-timeline';

const renderInTheme = (ui: React.ReactNode) => render(<AppProviders>{ui}</AppProviders>);
const steps = () => within(screen.getByRole('list', { name: 'Riwayat pesanan' })).getAllByRole('listitem');

const delivered: StatusChange[] = [
  { status: 'menunggu-pembayaran', at: '2026-03-01T02:00:00.000Z' },
  { status: 'pembayaran-tertunda', at: '2026-03-01T02:01:00.000Z', note: 'Pembayaran dimulai' },
  { status: 'sudah-bayar', at: '2026-03-01T02:03:00.000Z', note: 'Pembayaran diterima · Transfer Bank' },
  { status: 'diproses', at: '2026-03-02T01:00:00.000Z' },
  { status: 'dikirim', at: '2026-03-03T01:00:00.000Z', note: 'JNE REG · resi JN123' },
  { status: 'selesai', at: '2026-03-05T01:00:00.000Z', note: 'Diterima oleh pembeli' },
];

describe('OrderTimeline', () => {
  it('names every step in plain words, oldest first, each with its time', () => {
    renderInTheme(<OrderTimeline history={delivered} />);
    const items = steps();
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Pesanan dibuat',
      'Menunggu pembayaran',
      'Dibayar',
      'Diproses',
      'Dikirim',
      'Selesai',
    ]);
    expect(items[2]).toHaveTextContent(formatDateTime('2026-03-01T02:03:00.000Z'));
    expect(items[2]).toHaveTextContent('Pembayaran diterima · Transfer Bank');
  });

  it('shows courier, service and tracking number on the shipping step', () => {
    renderInTheme(<OrderTimeline history={delivered} shipment={{ courier: 'jne', service: 'REG', resi: 'JN123' }} />);
    expect(steps()[4]).toHaveTextContent('Kurir JNE · Layanan REG · Resi JN123');
  });

  it.each([
    ['dibatalkan-pembeli', 'Dibatalkan pembeli'],
    ['dibatalkan-admin', 'Dibatalkan admin'],
    ['pembayaran-kadarluarsa', 'Kedaluwarsa'],
    ['gagal', 'Gagal'],
  ] as const)('ends with how the order ended: %s is "%s"', (status, words) => {
    renderInTheme(<OrderTimeline history={[delivered[0], { status, at: '2026-03-02T02:00:00.000Z' }]} />);
    expect(steps()[1]).toHaveTextContent(words);
    expect(steps()[1]).toHaveTextContent(formatDateTime('2026-03-02T02:00:00.000Z'));
  });
});
