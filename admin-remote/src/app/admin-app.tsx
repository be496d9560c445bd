import { lazyPage, Navigate, RequireSession, Route, Routes } from '@pcb/shared-ui';
import { AdminLayout } from './layout/admin-layout';
import { paths } from './paths';

// Every page is its own chunk, loaded when first visited (the dashboard's chart library with it).
const AdminLoginPage = lazyPage(() => import('../features/auth/components/admin-login-page').then((m) => m.AdminLoginPage));
const DashboardPage = lazyPage(() => import('../features/dashboard/components/dashboard-page').then((m) => m.DashboardPage));

/**
 * The exposed `admin/AdminApp`: the shell provides the router, the Chakra provider and the toaster,
 * and renders this app only on /admin-login, under /admin and on /payment-detail.
 */
export default function AdminApp() {
  return (
    <Routes>
      <Route path={paths.login} element={<AdminLoginPage />} />
      <Route path={paths.admin} element={<RequireSession role="admin" loginPath={paths.login} />}>
        <Route element={<AdminLayout />}>
          <Route index element={<Navigate to={paths.dashboard} replace />} />
          <Route path="dashboard" element={<DashboardPage />} />
        </Route>
        <Route path="*" element={<Navigate to={paths.notFound} replace />} />
      </Route>
      {/* The payment detail screen arrives with the transactions back-office; the admin-only rule holds already. */}
      <Route element={<RequireSession role="admin" loginPath={paths.login} />}>
        <Route path={paths.paymentDetail} element={<Navigate to={paths.notFound} replace />} />
      </Route>
    </Routes>
  );
}
