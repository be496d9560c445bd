import { useEffect, useState } from 'react';

export type RemoteData<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed'; error: Error };

/**
 * Loads data for a page and reloads when `key` changes; an answer that arrives after the key
 * moved on is dropped. `setData` lets the page edit what it loaded (a deleted cart row).
 */
export function useRemoteData<T>(load: () => Promise<T>, key: string) {
  const [state, setState] = useState<RemoteData<T>>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    load().then(
      (data) => current && setState({ status: 'ready', data }),
      (error: unknown) => current && setState({ status: 'failed', error: error instanceof Error ? error : new Error(String(error)) }),
    );
    return () => {
      current = false;
    };
    // `key` names everything `load` depends on.
  }, [key]);

  const setData = (update: (data: T) => T) => setState((s) => (s.status === 'ready' ? { status: 'ready', data: update(s.data) } : s));
  return { state, setData };
}
