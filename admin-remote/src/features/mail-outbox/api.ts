import { mailEndpoints, type MailStatus } from '@pcb/contract';
import { bff, queryOptions, scopedKey } from '@pcb/shared-ui';

/** Pending mail changes by itself (the delivery loop), so the list refreshes while it is open. */
const REFRESH_MS = 10_000;

export const mailOutboxQueries = {
  outbox: (status: MailStatus | null) =>
    queryOptions({
      queryKey: scopedKey('admin', 'mail-outbox', status ?? 'all'),
      queryFn: ({ signal }) => bff.admin(mailEndpoints.adminMailOutbox, { query: status ? { status } : {}, signal }),
      refetchInterval: REFRESH_MS,
    }),
};
