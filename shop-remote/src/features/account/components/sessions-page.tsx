import { PageTitle, SessionList } from '@pcb/shared-ui';
import { buyerSessionCalls } from '../api';

/** `/user/sesi-login`: where the buyer is signed in, and a way to end the other sessions. */
export function SessionsPage() {
  return (
    <>
      <PageTitle page="Sesi Login" />
      <SessionList role="user" surface="shop" calls={buyerSessionCalls} headingAs="h1" />
    </>
  );
}
