import { useState } from 'react';

/** A set of ids kept in the tab's session storage, so a reload keeps what the buyer ticked or unticked. */
export function useStoredSelection(storageKey: string) {
  const [ids, setIds] = useState<ReadonlySet<string>>(() => new Set(read(storageKey)));

  function set(id: string, on: boolean) {
    setIds((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      sessionStorage.setItem(storageKey, JSON.stringify([...next]));
      return next;
    });
  }

  return { has: (id: string) => ids.has(id), set };
}

function read(storageKey: string): string[] {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(storageKey) ?? '[]');
    return Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}
