import { deliveryEstimate, formatDateTime, formatRupiah, statusWords, stockLabel } from '..';

describe('formatRupiah', () => {
  it('writes rupiah with the Rp. prefix and Indonesian thousand separators', () => {
    expect(formatRupiah(1250000)).toBe('Rp. 1.250.000');
  });

  it('writes small amounts without separators', () => {
    expect(formatRupiah(0)).toBe('Rp. 0');
    expect(formatRupiah(999)).toBe('Rp. 999');
  });

  it('writes what Intl writes for Indonesian, rounding to whole rupiah', () => {
    const intl = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 });
    for (const amount of [1, 12, 1000, 15750.5, 99999.49, 1234567, 2_000_000_000, -5, -1500, -2.5, 2.5, 0.4]) {
      expect(formatRupiah(amount)).toBe(`Rp. ${intl.format(amount)}`);
    }
  });
});

describe('formatDateTime', () => {
  it('writes DD-MM-YYYY HH:mm:ss with leading zeros', () => {
    expect(formatDateTime(new Date(2024, 0, 5, 7, 8, 9))).toBe('05-01-2024 07:08:09');
  });

  it('writes a dash for an unreadable date', () => {
    expect(formatDateTime('not a date')).toBe('-');
  });
});

describe('stockLabel', () => {
  it('shows more than ten units in green', () => {
    expect(stockLabel(11)).toEqual({ level: 'high', text: 'Stok: 11', color: 'green.fg' });
  });

  it('shows one to ten units in the warning colour', () => {
    expect(stockLabel(10)).toMatchObject({ level: 'low', text: 'Stok: 10', color: 'orange.fg' });
    expect(stockLabel(1)).toMatchObject({ level: 'low', text: 'Stok: 1' });
  });

  it('shows an empty stock as Habis in red', () => {
    expect(stockLabel(0)).toEqual({ level: 'out', text: 'Stok: Habis', color: 'red.fg' });
  });
});

describe('statusWords', () => {
  it('writes a status slug as capitalised words', () => {
    expect(statusWords('admin-review')).toBe('Admin Review');
    expect(statusWords('menunggu-pengajuan')).toBe('Menunggu Pengajuan');
    expect(statusWords('disetujui')).toBe('Disetujui');
  });
});

describe('deliveryEstimate', () => {
  it('writes a range of days with an en dash and hari, whatever the courier wrote', () => {
    expect(deliveryEstimate('2-3 day')).toBe('2–3 hari');
    expect(deliveryEstimate('2-3 HARI')).toBe('2–3 hari');
    expect(deliveryEstimate('2 - 3')).toBe('2–3 hari');
  });

  it('writes one day count once', () => {
    expect(deliveryEstimate('1 day')).toBe('1 hari');
    expect(deliveryEstimate('1-1')).toBe('1 hari');
  });

  it('keeps an estimate without a number as written', () => {
    expect(deliveryEstimate(' Besok ')).toBe('Besok');
  });
});
