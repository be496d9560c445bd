const thousands = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 });

/** `150000` → `Rp. 150.000` (Indonesian thousand separators, whole rupiah). */
export function formatRupiah(amount: number): string {
  return `Rp. ${thousands.format(amount)}`;
}
