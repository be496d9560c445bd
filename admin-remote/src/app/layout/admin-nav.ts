import { adminPath } from '../paths';

export interface NavEntry {
  label: string;
  to: string;
}

export interface NavGroup {
  /** Entries without a group stand on their own at the top. */
  title?: string;
  entries: NavEntry[];
}

const status = (...values: string[]) => ({ status: values });

/** The sidebar of spec/admin.md §2, entry for entry (the stray dibatalkan-pembeli on Riwayat included). */
export const ADMIN_NAV: NavGroup[] = [
  { entries: [{ label: 'Dashboard', to: adminPath('dashboard') }] },
  {
    title: 'Product',
    entries: [
      { label: 'kategoriPortofolio', to: adminPath('kategoriPortofolio') },
      { label: 'dataProduct', to: adminPath('dataProduct') },
      { label: 'custom-prototype', to: adminPath('custom-prototype') },
      { label: 'custom-assembly', to: adminPath('custom-assembly') },
    ],
  },
  {
    title: 'Request Custom',
    entries: [
      { label: 'Review File', to: adminPath('request-custom', status('admin-review')) },
      { label: 'Disetujui', to: adminPath('request-custom', status('disetujui')) },
      { label: 'Dicheckout', to: adminPath('request-custom', status('sudah-checkout')) },
      { label: 'Ditolak', to: adminPath('request-custom', status('ditolak-admin', 'dibatalkan-pembeli')) },
    ],
  },
  {
    title: 'Pesanan',
    entries: [
      {
        label: 'Pembayaran',
        to: adminPath('transaksi', status('menunggu-pembayaran', 'pembayaran-tertunda', 'sudah-bayar')),
      },
      { label: 'Diproses', to: adminPath('transaksi', status('diproses')) },
      { label: 'Dikirim', to: adminPath('transaksi', status('dikirim')) },
      {
        label: 'Riwayat',
        to: adminPath(
          'transaksi',
          status('selesai', 'gagal', 'pembayaran-kadarluarsa', 'dibatalkan-admin', 'dibatalkan-pembeli'),
        ),
      },
    ],
  },
];
