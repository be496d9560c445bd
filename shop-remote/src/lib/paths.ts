/** Every path of the shop (the build reads this table to name the page chunks: it imports nothing), and the builders of the URLs that carry a query. No path string is typed anywhere else. */
export const paths = {
  home: '/',
  login: '/login',
  register: '/register',
  verifyEmail: '/register/verify/:token',
  resendVerification: '/register/resend-verification',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password/:token',
  notFound: '/404',
  products: '/product',
  productDetail: '/product/detail/:id',
  custom: '/custom',
  productAssembly: '/product-assembly',
  customPrototype: '/custom-prototype',
  customAssembly: '/custom-assembly',
  cart: '/keranjang',
  customCart: '/keranjang/costom-product',
  checkout: '/checkout',
  profile: '/user',
  profileSettings: '/user/profileSettings',
  changePassword: '/change-password',
  /** Not in the spec: the account's open sessions (issue 35). */
  sessions: '/user/sesi-login',
  /** Not in the spec: the buyer's share links (issue 37). */
  shareLinks: '/user/tautan-berbagi',
  transactions: '/transaksi',
  review: '/review',
  /** Not in the spec: a request or an order as a share link shows it, without an account (issue 37). */
  shared: '/bagikan/:token',
  /** Not in the spec: a price from a Gerber zip without an account; signing in keeps it as a draft (issue 37). */
  instantQuote: '/penawaran-instan',
} as const;

export const urls = {
  /** The page a share link opens, on this site. */
  shared: (token: string) => paths.shared.replace(':token', encodeURIComponent(token)),
  productSearch: (text: string) => `${paths.products}?${new URLSearchParams({ search: text })}`,
  /** `/review` for one finished order. */
  review: (orderId: string) => `${paths.review}?${new URLSearchParams({ order: orderId })}`,
  /** The custom form of a request's kind, filled with that draft to save it again. */
  editCustomRequest: (kind: 'prototype' | 'assembly', id: string) =>
    `${kind === 'prototype' ? paths.customPrototype : paths.customAssembly}?${new URLSearchParams({ edit: id })}`,
  /** `/transaksi` listing the given statuses (the `status` parameter repeated, as the sidebar's links do). */
  /** The profile edit asked from the checkout: only what shipping needs, and back to `checkout` (a `/checkout` URL) once saved. */
  shippingProfile: (checkout: string) => `${paths.profileSettings}?${new URLSearchParams({ kembali: checkout })}`,
  transactions: (...statuses: readonly string[]) => `${paths.transactions}?${new URLSearchParams(statuses.map((status) => ['status', status]))}`,
};
