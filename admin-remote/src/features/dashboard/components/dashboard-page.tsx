import { Heading, PageTitle, SimpleGrid, Stack } from '@pcb/shared-ui';
import { LatestPayments, PurchaseHistory } from './latest-tables';
import { RevenuePanel } from './revenue-panel';
import { StatusCounts } from './status-counts';
import { SummaryCards } from './summary-cards';

/** `/admin/dashboard`: the figures, revenue over time, statuses now, and the newest payments and orders. */
export function DashboardPage() {
  return (
    <Stack gap="6">
      <PageTitle page="Dashboard" />
      <Heading as="h1" size="2xl">
        Dashboard
      </Heading>
      <SummaryCards />
      <RevenuePanel />
      <StatusCounts />
      <SimpleGrid columns={{ base: 1, xl: 2 }} gap="6">
        <LatestPayments />
        <PurchaseHistory />
      </SimpleGrid>
    </Stack>
  );
}
