import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { ApiConfig } from '../config';
import { IN_MEMORY } from '../paths';

const KEY_FILE = 'jwt-secret';

const newKey = () => randomBytes(32).toString('hex');

/**
 * `JWT_SECRET`, or else (outside production) a random key kept in the data folder, readable by the
 * owner only and created on the first start, so sessions survive a restart and no key lives in
 * the source. An in-memory run signs with a key of its own.
 */
export function signingKey(config: ApiConfig): string {
  if (config.jwtSecret) return config.jwtSecret;
  if (config.dataDir === IN_MEMORY) return newKey();
  const file = path.join(config.dataDir, KEY_FILE);
  fs.mkdirSync(config.dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, newKey(), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const key = fs.readFileSync(file, 'utf8').trim();
  if (key.length < 32) throw new Error(`${file} must hold a key of at least 32 characters; delete it to have a new one made`);
  return key;
}
