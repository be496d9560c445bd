import type { Queryable } from '../db/database';

/** Filled in with the option price lists (issue 3). */
export async function seedOptionCatalogues(_tx: Queryable): Promise<void> {}
