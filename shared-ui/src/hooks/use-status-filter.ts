import { useSearchParams } from 'react-router';

/**
 * The statuses a list shows, from the sidebar link's repeated `?status=` parameters, keeping only
 * known ones (the spec's stray values, such as Riwayat's, stay when they are in `known`).
 */
export function useStatusFilter<S extends string>(known: readonly S[]): S[] {
  const [params] = useSearchParams();
  return params.getAll('status').filter((status): status is S => (known as readonly string[]).includes(status));
}
