import { ApiError, messageOf, validationMessages } from '../api/errors';

/** The shop's text for a failure its screen's table does not name. */
export const DEFAULT_ERROR_TEXT = 'Terjadi kesalahan.';

/**
 * One screen's failure texts, as the spec's §8 tables give them. `describeFailure` reads them in
 * this order: no answer, the exact status, any 5xx, the answer's errors list, its message, the fallback.
 */
export interface FailureTable {
  /** No answer arrived (network failure or time-out). */
  network?: string;
  /** Texts for exact statuses (`{ 404: 'Product not found' }`). */
  status?: Partial<Record<number, string>>;
  /** Any 5xx answer. */
  server?: string;
  /** How the answer's `errors[].msg` are joined; without it the list is not shown. */
  joinErrors?: ' | ' | ', ';
  /** Show the answer's `message` when it has one. */
  serverMessage?: boolean;
  fallback: string;
}

/** The text a failure shows, following the screen's table. */
export function describeFailure(error: unknown, table: FailureTable): string {
  if (!(error instanceof ApiError)) return table.fallback;
  if (error.status === null) return table.network ?? table.fallback;
  const exact = table.status?.[error.status];
  if (exact) return exact;
  if (error.status >= 500 && table.server) return table.server;
  const errors = table.joinErrors ? validationMessages(error.body) : [];
  if (errors.length) return errors.join(table.joinErrors);
  return (table.serverMessage && messageOf(error.body)) || table.fallback;
}

/** The shop's generic pattern (`errors` joined with ` | `, else `message`, else the fallback). */
export const genericFailure = (fallback: string): FailureTable => ({ joinErrors: ' | ', serverMessage: true, fallback });
