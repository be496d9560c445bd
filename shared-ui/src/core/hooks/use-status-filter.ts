import { useSearchParams } from 'react-router';

const isKnown = <S extends string>(known: readonly S[], status: string): status is S => (known as readonly string[]).includes(status);

/**
 * The statuses a list shows, from the sidebar link's repeated `?status=` parameters, keeping only
 * known ones (the spec's stray values, such as Riwayat's, stay when they are in `known`).
 */
export function useStatusFilter<S extends string>(known: readonly S[]): S[] {
  const [params] = useSearchParams();
  return params.getAll('status').filter((status): status is S => isKnown(known, status));
}

/** The `?status=` values a list ignores because it does not know them (a typed or outdated link). */
export function useUnknownStatuses(known: readonly string[]): string[] {
  const [params] = useSearchParams();
  return [...new Set(params.getAll('status').filter((status) => !isKnown(known, status)))];
}
