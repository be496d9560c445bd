import { Card, Flex, Heading } from '@pcb/shared-ui';
import type { ReactNode } from 'react';

/** One card of the dashboard: a section named by its heading, with `aside` (a period switch, say) beside the heading. */
export function DashboardCard({ title, aside, children }: { title: string; aside?: ReactNode; children: ReactNode }) {
  const heading = (
    <Heading as="h2" size="md">
      {title}
    </Heading>
  );
  return (
    <Card.Root as="section" aria-label={title}>
      <Card.Body gap="4">
        {aside ? (
          <Flex justify="space-between" align="center" wrap="wrap" gap="3">
            {heading}
            {aside}
          </Flex>
        ) : (
          heading
        )}
        {children}
      </Card.Body>
    </Card.Root>
  );
}
