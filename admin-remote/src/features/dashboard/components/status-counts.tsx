import { AsyncContent, Badge, Heading, Link, RouterLink, Stack, statusWords, useQuery } from '@pcb/shared-ui';
import { Wrap } from '@pcb/shared-ui/views';
import { adminPath, transactionsIn } from '../../../lib/paths';
import { dashboardQueries } from '../api';
import { DASHBOARD_TEXTS } from '../texts';
import { DashboardCard } from './dashboard-card';

interface Count {
  status: string;
  count: number;
}

function CountLinks({ title, counts, linkOf }: { title: string; counts: Count[]; linkOf(status: string): string }) {
  return (
    <Stack gap="2">
      <Heading as="h3" size="sm">
        {title}
      </Heading>
      <Wrap gap="2" as="ul" listStyleType="none">
        {counts.map(({ status, count }) => (
          <li key={status}>
            <Link asChild px="3" py="1" borderWidth="1px" rounded="full" fontSize="sm" _hover={{ bg: 'bg.muted', textDecoration: 'none' }}>
              <RouterLink to={linkOf(status)}>
                {statusWords(status)}
                <Badge colorPalette={count > 0 ? 'brand' : 'gray'}>{count}</Badge>
              </RouterLink>
            </Link>
          </li>
        ))}
      </Wrap>
    </Stack>
  );
}

/** How many orders and custom requests sit in each status now, each a link to that list. */
export function StatusCounts() {
  const counts = useQuery(dashboardQueries.statusCounts);
  return (
    <DashboardCard title="Status sekarang">
      <AsyncContent query={counts} failure={DASHBOARD_TEXTS.loadFailed}>
        {(loaded) => (
          <>
            <CountLinks title="Pesanan" counts={loaded.transactions} linkOf={transactionsIn} />
            <CountLinks title="Request Custom" counts={loaded.customRequests} linkOf={(status) => adminPath('request-custom', { status: [status] })} />
          </>
        )}
      </AsyncContent>
    </DashboardCard>
  );
}
