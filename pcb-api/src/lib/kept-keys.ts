import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { ApiConfig } from '../config';
import { IN_MEMORY } from '../paths';

const newKey = () => randomBytes(32).toString('hex');

/**
 * The key given in the environment, or else (outside production) a random key kept in the data folder
 * as `file`, readable by the owner only and created on the first start, so what it protects survives a
 * restart and no key lives in the source. An in-memory run uses a key of its own.
 */
function keptKey(config: ApiConfig, given: string | null, file: string): string {
  if (given) return given;
  if (config.dataDir === IN_MEMORY) return newKey();
  const kept = path.join(config.dataDir, file);
  fs.mkdirSync(config.dataDir, { recursive: true });
  try {
    fs.writeFileSync(kept, newKey(), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const key = fs.readFileSync(kept, 'utf8').trim();
  if (key.length < 32) throw new Error(`${kept} must hold a key of at least 32 characters; delete it to have a new one made`);
  return key;
}

/** `JWT_SECRET`: signs the session tokens. */
export const signingKey = (config: ApiConfig) => keptKey(config, config.jwtSecret, 'jwt-secret');

/** `TWO_FACTOR_KEY`: seals the admins' TOTP secrets in the database (lib/sealed.ts). */
export const twoFactorKey = (config: ApiConfig) => keptKey(config, config.twoFactorKey, 'two-factor-key');
