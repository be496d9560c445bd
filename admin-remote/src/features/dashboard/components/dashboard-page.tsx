import { Heading, PageTitle, SimpleGrid, Stack } from '@pcb/shared-ui';
import { LatestPayments, PurchaseHistory } from './latest-tables';
import { RevenuePanel } from './revenue-panel';
import { ReviewTimeCard } from './review-time-card';
import { StatusCounts } from './status-counts';
import { SummaryCards } from './summary-cards';

/** `/admin/dashboard`: the figures, revenue over time, statuses now, the review time kept, and the newest payments and orders. */
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
      <ReviewTimeCard />
      <SimpleGrid columns={{ base: 1, xl: 2 }} gap="6">
        <LatestPayments />
        <PurchaseHistory />
      </SimpleGrid>
    </Stack>
  );
}
