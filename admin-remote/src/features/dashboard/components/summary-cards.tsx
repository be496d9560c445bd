import { Card, formatRupiah, Link, RouterLink, SimpleGrid, Text, useQuery } from '@pcb/shared-ui';
import { Skeleton } from '@pcb/shared-ui/views';
import type { ReactNode } from 'react';
import { lists } from '../../../lib/paths';
import { dashboardQueries } from '../api';
import { DASHBOARD_TEXTS } from '../texts';

function SummaryCard({ title, value, link }: { title: string; value: ReactNode; link?: string }) {
  return (
    <Card.Root>
      <Card.Body gap="1">
        <Text color="fg.muted" fontSize="sm">
          {title}
        </Text>
        <Text as="div" fontSize="2xl" fontWeight="bold" data-testid={`card-${title}`}>
          {value}
        </Text>
        {link && (
          <Link asChild color="brand.fg" fontSize="sm" aria-label={`Selengkapnya: ${title}`}>
            <RouterLink to={link}>Selengkapnya</RouterLink>
          </Link>
        )}
      </Card.Body>
    </Card.Root>
  );
}

/** What a card shows while its load is under way or failed. */
function figure<T>(query: { status: string; data?: T }, show: (data: T) => ReactNode): ReactNode {
  if (query.status === 'pending') return <Skeleton height="8" width="24" />;
  if (query.status === 'error' || query.data === undefined) return DASHBOARD_TEXTS.missing;
  return show(query.data);
}

/** Total pendapatan, Request Custom (to the review list) and Total Transaksi (to the payment list). */
export function SummaryCards() {
  const requests = useQuery(dashboardQueries.requestCount);
  const transactions = useQuery(dashboardQueries.transactions);
  return (
    <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
      <SummaryCard title="Total pendapatan" value={figure(transactions, (d) => formatRupiah(d.totalPayment))} />
      <SummaryCard title="Request Custom" value={figure(requests, (d) => d.totalDataCount)} link={lists.review} />
      <SummaryCard title="Total Transaksi" value={figure(transactions, (d) => d.transactions.length)} link={lists.payment} />
    </SimpleGrid>
  );
}
