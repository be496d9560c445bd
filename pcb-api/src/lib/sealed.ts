import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/** Marks a sealed value, and its format: AES-256-GCM, then IV, tag and ciphertext in base64url. */
const VERSION = 'v1';

/**
 * Secrets the server must read back (an admin's TOTP secret), stored sealed: a copy of the database
 * (a backup, a dump) alone does not give them away, and a changed value does not open.
 */
export function sealer(key: string) {
  const aesKey = Buffer.from(hkdfSync('sha256', key, '', 'pcb-api sealed values v1', 32));
  const isSealed = (stored: string) => stored.startsWith(`${VERSION}.`);
  return {
    isSealed,

    seal(plain: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', aesKey, iv);
      const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), sealed].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
    },

    /** The plain value; one stored before sealing existed is returned as it is (`isSealed` tells them apart). */
    open(stored: string): string {
      if (!isSealed(stored)) return stored;
      const [, iv, tag, sealed] = stored.split('.').map((part) => Buffer.from(part, 'base64url'));
      const decipher = createDecipheriv('aes-256-gcm', aesKey, iv);
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(sealed), decipher.final()]).toString('utf8');
    },
  };
}

export type Sealer = ReturnType<typeof sealer>;
