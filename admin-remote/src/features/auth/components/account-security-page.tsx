import { Heading, PageTitle, SessionList, Stack, useSession } from '@pcb/shared-ui';
import { adminSessionCalls } from '../api';
import { TwoFactorSection } from './two-factor-section';

/** `/admin/keamanan-akun`: two-factor sign-in and the open sessions (only the former while it must be set up first). */
export function AccountSecurityPage() {
  const mustEnrol = useSession((s) => s.admin?.stage === 'enrol');
  return (
    <Stack gap="8">
      <PageTitle page="Keamanan Akun" />
      <Heading as="h1" size="lg">
        Keamanan Akun
      </Heading>
      <TwoFactorSection />
      {!mustEnrol && <SessionList role="admin" surface="admin" calls={adminSessionCalls} />}
    </Stack>
  );
}
