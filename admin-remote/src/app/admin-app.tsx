import { lazyPage, Navigate, preloadPagesOf, RequireSession, Route, Routes } from '@pcb/shared-ui';
import { AdminLayout } from './layout/admin-layout';
import { TwoFactorGate } from '../features/auth/components/two-factor-gate';
import { paths } from '../lib/paths';

// Every page is its own chunk, loaded when first visited (the dashboard's chart library with it), named
// `page-<key>` after its route in paths.ts so the BFF can preload it (webpack/perf/page-preloads.js).
const AdminLoginPage = lazyPage(() =>
  import(/* webpackChunkName: "page-login" */ '../features/auth/components/admin-login-page').then((m) => m.AdminLoginPage),
);
const DashboardPage = lazyPage(() =>
  import(/* webpackChunkName: "page-dashboard" */ '../features/dashboard/components/dashboard-page').then((m) => m.DashboardPage),
);
const ResetPasswordPage = lazyPage(() =>
  import(/* webpackChunkName: "page-resetPassword" */ '../features/auth/components/reset-password-page').then((m) => m.ResetPasswordPage),
);
const AccountSecurityPage = lazyPage(() =>
  import(/* webpackChunkName: "page-account" */ '../features/auth/components/account-security-page').then((m) => m.AccountSecurityPage),
);
const ProductListPage = lazyPage(() =>
  import(/* webpackChunkName: "page-products" */ '../features/products/components/product-list-page').then((m) => m.ProductListPage),
);
const AddProductPage = lazyPage(() =>
  import(/* webpackChunkName: "page-addProduct" */ '../features/products/components/add-product-page').then((m) => m.AddProductPage),
);
const UpdateProductPage = lazyPage(() =>
  import(/* webpackChunkName: "page-updateProduct" */ '../features/products/components/update-product-page').then((m) => m.UpdateProductPage),
);
const CategoryListPage = lazyPage(() =>
  import(/* webpackChunkName: "page-categories" */ '../features/categories/components/category-list-page').then((m) => m.CategoryListPage),
);
const AddCategoryPage = lazyPage(() =>
  import(/* webpackChunkName: "page-addCategory" */ '../features/categories/components/add-category-page').then((m) => m.AddCategoryPage),
);
const EditCategoryPage = lazyPage(() =>
  import(/* webpackChunkName: "page-editCategory" */ '../features/categories/components/edit-category-page').then((m) => m.EditCategoryPage),
);
const PriceListPage = lazyPage(() =>
  import(/* webpackChunkName: "page-prototypeOptions-assemblyOptions" */ '../features/price-lists/components/price-list-page').then((m) => m.PriceListPage),
);
const AddItemPage = lazyPage(() =>
  import(/* webpackChunkName: "page-addPrototypeOption-addAssemblyOption" */ '../features/price-lists/components/add-item-page').then((m) => m.AddItemPage),
);
const EditItemPage = lazyPage(() =>
  import(/* webpackChunkName: "page-editPrototypeOption-editAssemblyOption" */ '../features/price-lists/components/edit-item-page').then((m) => m.EditItemPage),
);
const CapabilitiesPage = lazyPage(() =>
  import(/* webpackChunkName: "page-designCapabilities" */ '../features/design-capabilities/components/capabilities-page').then((m) => m.CapabilitiesPage),
);
const ReviewPage = lazyPage(() => import(/* webpackChunkName: "page-requests" */ '../features/requests/components/review-page').then((m) => m.ReviewPage));
const TransactionsPage = lazyPage(() =>
  import(/* webpackChunkName: "page-transactions" */ '../features/transactions/components/transactions-page').then((m) => m.TransactionsPage),
);
const MailOutboxPage = lazyPage(() =>
  import(/* webpackChunkName: "page-mailOutbox" */ '../features/mail-outbox/components/mail-outbox-page').then((m) => m.MailOutboxPage),
);
const PaymentDetailPage = lazyPage(() =>
  import(/* webpackChunkName: "page-paymentDetail" */ '../features/payment-detail/components/payment-detail-page').then((m) => m.PaymentDetailPage),
);

const PAYMENT_DETAIL_ROOT = paths.paymentDetail.replace('/:id', '');

/** The admin's routes: one table for rendering and for preloading the page the visitor opened. */
const routes = (
  <>
    <Route path={paths.login} element={<AdminLoginPage />} />
    <Route path={paths.admin} element={<RequireSession role="admin" loginPath={paths.login} />}>
      <Route element={<TwoFactorGate />}>
        <Route element={<AdminLayout />}>
          <Route index element={<Navigate to={paths.dashboard} replace />} />
          <Route path="dashboard" element={<DashboardPage />} />
          <Route path={paths.resetPassword} element={<ResetPasswordPage />} />
          <Route path={paths.account} element={<AccountSecurityPage />} />
          <Route path={paths.products} element={<ProductListPage />} />
          <Route path={paths.addProduct} element={<AddProductPage />} />
          <Route path={paths.updateProduct} element={<UpdateProductPage />} />
          <Route path={paths.categories} element={<CategoryListPage />} />
          <Route path={paths.addCategory} element={<AddCategoryPage />} />
          <Route path={paths.editCategory} element={<EditCategoryPage />} />
          <Route path={paths.prototypeOptions} element={<PriceListPage catalogue="prototype" />} />
          <Route path={paths.addPrototypeOption} element={<AddItemPage catalogue="prototype" />} />
          <Route path={paths.editPrototypeOption} element={<EditItemPage catalogue="prototype" />} />
          <Route path={paths.assemblyOptions} element={<PriceListPage catalogue="assembly" />} />
          <Route path={paths.addAssemblyOption} element={<AddItemPage catalogue="assembly" />} />
          <Route path={paths.editAssemblyOption} element={<EditItemPage catalogue="assembly" />} />
          <Route path={paths.designCapabilities} element={<CapabilitiesPage />} />
          <Route path={paths.requests} element={<ReviewPage />} />
          <Route path={paths.transactions} element={<TransactionsPage />} />
          <Route path={paths.mailOutbox} element={<MailOutboxPage />} />
        </Route>
      </Route>
      <Route path="*" element={<Navigate to={paths.notFound} replace />} />
    </Route>
    {/* Outside /admin (the spec's address), but an admin page all the same. */}
    <Route element={<RequireSession role="admin" loginPath={paths.login} />}>
      <Route element={<TwoFactorGate />}>
        <Route element={<AdminLayout />}>
          <Route path={paths.paymentDetail} element={<PaymentDetailPage />} />
        </Route>
      </Route>
    </Route>
    {/* Any other path the shell hands this remote (/payment-detail, /payment-detail/a/b, /admin-login/x); never the shop's. */}
    {[`${paths.login}/*`, PAYMENT_DETAIL_ROOT, `${PAYMENT_DETAIL_ROOT}/*`].map((path) => (
      <Route key={path} path={path} element={<Navigate to={paths.notFound} replace />} />
    ))}
  </>
);

/** The opened page's chunk, loaded with the app: the shell waits for it, so that the app's first render draws the page. */
export const ready = preloadPagesOf(routes, window.location.pathname);

/**
 * The exposed `admin/AdminApp`: the shell provides the router, the Chakra provider and the toaster,
 * and renders this app only on /admin-login, under /admin and on /payment-detail.
 */
export default function AdminApp() {
  return <Routes>{routes}</Routes>;
}
