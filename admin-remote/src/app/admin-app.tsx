import { Navigate, Route, Routes } from 'react-router-dom';
import { AdminLoginPage } from '../features/auth/components/admin-login-page';
import { paths } from './paths';
import { RequireAdmin } from './require-admin';

/** The exposed `admin/AdminApp`: the shell provides the router, the Chakra provider and the toaster. */
export default function AdminApp() {
  return (
    <Routes>
      <Route path={paths.login} element={<AdminLoginPage />} />
      <Route path={paths.admin} element={<RequireAdmin />}>
        <Route index element={<Navigate to={paths.dashboard} replace />} />
        <Route path="*" element={<Navigate to={paths.notFound} replace />} />
      </Route>
      <Route path="*" element={<Navigate to={paths.notFound} replace />} />
    </Routes>
  );
}
