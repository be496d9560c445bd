import { PageTitle, SessionList, Stack } from '@pcb/shared-ui';
import { adminSessionCalls } from '../api';

/** `/admin/keamanan-akun`: the admin's open sessions. */
export function AccountSecurityPage() {
  return (
    <Stack gap="8">
      <PageTitle page="Keamanan Akun" />
      <SessionList role="admin" surface="admin" calls={adminSessionCalls} />
    </Stack>
  );
}
