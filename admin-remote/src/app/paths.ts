/** Every admin path, in one place (spec/admin.md §2). */
export const paths = {
  login: '/admin-login',
  home: '/',
  notFound: '/404',
  admin: '/admin',
  dashboard: '/admin/dashboard',
} as const;
