import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { useSession, type Role } from '../session/session-store';

/**
 * Whose data a query holds: the first part of every query key. A role's cached answers go
 * when its session ends, so the next person at the keyboard never sees them.
 */
export type DataScope = 'public' | Role;

export const scopedKey = (scope: DataScope, ...parts: unknown[]): QueryKey => [scope, ...parts];

/** The page's one query cache (shared-ui is a singleton across the shell and both remotes). */
export const queryClient = new QueryClient({
  defaultOptions: {
    // The spec shows one failure per load; a retry would hide it behind seconds of spinner.
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});

export function forgetRole(role: Role): void {
  queryClient.removeQueries({ queryKey: [role] });
}

useSession.subscribe((now, before) => {
  if (before.user && !now.user) forgetRole('user');
  if (before.admin && !now.admin) forgetRole('admin');
});
