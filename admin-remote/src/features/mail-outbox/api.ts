import { mailEndpoints, type MailStatus, type OutboxEntry } from '@pcb/contract';
import { bff, queryOptions, scopedKey } from '@pcb/shared-ui';

/** Pending mail changes by itself (the delivery loop), so the list refreshes while it is open. */
const REFRESH_MS = 10_000;

export const mailOutboxQueries = {
  outbox: (status: MailStatus | null) =>
    queryOptions({
      queryKey: [...MAIL_OUTBOX_KEY, status ?? 'all'],
      queryFn: ({ signal }) => bff.admin(mailEndpoints.adminMailOutbox, { query: status ? { status } : {}, signal }),
      refetchInterval: REFRESH_MS,
    }),
};

/** Failed mail back to pending: the one given, or every failed mail. */
export const resendMail = (mail: OutboxEntry | null) => bff.admin(mailEndpoints.adminMailResend, { body: mail ? { id: mail._id } : {} });

export const MAIL_OUTBOX_KEY = scopedKey('admin', 'mail-outbox');
