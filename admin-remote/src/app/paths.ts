/** Every admin path, in one place (spec/admin.md §2). */
export const paths = {
  login: '/admin-login',
  home: '/',
  notFound: '/404',
  admin: '/admin',
  dashboard: '/admin/dashboard',
  resetPassword: '/admin/reset-password',
  paymentDetail: '/payment-detail/:id',
} as const;

/** A back-office page's address: `adminPath('transaksi', { status: ['diproses'] })` → `/admin/transaksi?status=diproses`. */
export function adminPath(page: string, query: Record<string, string[]> = {}): string {
  const search = new URLSearchParams();
  for (const [key, values] of Object.entries(query)) values.forEach((value) => search.append(key, value));
  const text = search.toString();
  return `${paths.admin}/${page}${text ? `?${text}` : ''}`;
}
