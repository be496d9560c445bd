import type { ReorderResult } from '@pcb/contract';
import { paths } from './paths';

/**
 * "Pesan Lagi" lands in the cart with what changed since the order (issue 37), or in the custom cart with the new
 * draft. The notes travel in the navigation state: the orders feature sends them, the cart feature shows them.
 */
export function afterReorder(result: ReorderResult): { to: string; state?: { reorderNotes: string[] } } {
  if (result.draft) return { to: paths.customCart };
  return { to: paths.cart, state: { reorderNotes: [result.message, ...result.cart.map((line) => line.note)] } };
}

/** The notes a reorder sent to the cart, if any. */
export function reorderNotes(state: unknown): string[] {
  const notes = typeof state === 'object' && state !== null ? (state as { reorderNotes?: unknown }).reorderNotes : undefined;
  return Array.isArray(notes) ? notes.filter((note): note is string => typeof note === 'string') : [];
}
