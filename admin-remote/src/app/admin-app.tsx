import { Navigate, RequireSession, Route, Routes } from '@pcb/shared-ui';
import { AdminLoginPage } from '../features/auth/components/admin-login-page';
import { DashboardPage } from '../features/dashboard/components/dashboard-page';
import { AdminLayout } from './layout/admin-layout';
import { paths } from './paths';

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
