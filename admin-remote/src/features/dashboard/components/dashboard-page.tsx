import { Heading, PRODUCT_NAME } from '@pcb/shared-ui';
import { useEffect } from 'react';

/** The back-office landing page after sign-in (its cards and tables come with the dashboard issue). */
export function DashboardPage() {
  useEffect(() => {
    document.title = `${PRODUCT_NAME} | Dashboard`;
  }, []);
  return (
    <Heading as="h1" size="2xl">
      Dashboard
    </Heading>
  );
}
