import type { BffConfig } from '../config';
import { folderStore } from './folder-store';
import { poolSql, postgresStore } from './postgres-store';
import type { ReleaseStore } from './store';

/** The store configured: PostgreSQL when `RELEASE_STORE_URL` is set, else the folder `RELEASE_STORE`. */
export function openReleaseStore(config: Pick<BffConfig, 'releaseStore' | 'releaseStoreUrl'>): ReleaseStore {
  return config.releaseStoreUrl ? postgresStore(poolSql(config.releaseStoreUrl)) : folderStore(config.releaseStore);
}
