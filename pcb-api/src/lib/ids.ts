import { randomBytes } from 'node:crypto';

export const ID_PATTERN = /^[0-9a-fA-F]{24}$/;

/** A 24-hex id like a MongoDB ObjectId: 4 bytes of seconds since the epoch, then 8 random bytes. */
export function newId(now: number = Date.now()): string {
  const seconds = Math.floor(now / 1000)
    .toString(16)
    .padStart(8, '0');
  return seconds + randomBytes(8).toString('hex');
}

export function isId(value: unknown): value is string {
  return typeof value === 'string' && ID_PATTERN.test(value);
}
