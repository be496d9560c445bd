import { QueryCache, QueryClient, type QueryKey } from '@tanstack/react-query';
import { useSession, type Role } from '../session/session-store';

/**
 * Whose data a query holds: the first part of every query key. A role's cached answers go
 * when its session ends, so the next person at the keyboard never sees them.
 */
export type DataScope = 'public' | Role;

export const scopedKey = (scope: DataScope, ...parts: unknown[]): QueryKey => [scope, ...parts];

/** The page's one query cache (shared-ui is a singleton across the shell and both remotes). */
export const queryClient = new QueryClient({
  // Every failed load is logged; where the spec shows it, the screen's AsyncContent does.
  queryCache: new QueryCache({ onError: (error, query) => console.error('Gagal memuat', query.queryKey, error) }),
  defaultOptions: {
    // The spec shows one failure per load; a retry would hide it behind seconds of spinner.
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});

export function forgetRole(role: Role): Promise<void> {
  return queryClient.resetQueries({ queryKey: [role] });
}

// Signed out, or someone else signed in: the last person's answers go (screens still open load their own).
useSession.subscribe((now, before) => {
  if (before.user && now.user?.username !== before.user.username) void forgetRole('user');
  if (before.admin && !now.admin) void forgetRole('admin');
});
