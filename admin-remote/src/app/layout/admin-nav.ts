import { adminPath, lists } from '../paths';

export interface NavEntry {
  label: string;
  to: string;
}

export interface NavGroup {
  /** Entries without a group stand on their own at the top. */
  title?: string;
  entries: NavEntry[];
}

/** The sidebar of spec/admin.md §2, entry for entry. */
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
      { label: 'Review File', to: lists.review },
      { label: 'Disetujui', to: lists.approved },
      { label: 'Dicheckout', to: lists.checkedOut },
      { label: 'Ditolak', to: lists.refused },
    ],
  },
  {
    title: 'Pesanan',
    entries: [
      { label: 'Pembayaran', to: lists.payment },
      { label: 'Diproses', to: lists.processing },
      { label: 'Dikirim', to: lists.shipped },
      { label: 'Riwayat', to: lists.history },
    ],
  },
];
