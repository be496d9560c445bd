import { createHash, timingSafeEqual } from 'node:crypto';

/** Midtrans signs a notification with SHA-512 hex of `order_id + status_code + gross_amount + server key`, the strings as sent. */
export function notificationSignature(orderId: string, statusCode: string, grossAmount: string, serverKey: string): string {
  return createHash('sha512').update(`${orderId}${statusCode}${grossAmount}${serverKey}`).digest('hex');
}

/** Constant-time comparison, so the check does not tell how much of a forged secret was right. */
export function sameSecret(expected: string, received: string | undefined): boolean {
  if (!received) return false;
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(received, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A notification's signature, written in hex of either case. */
export const signatureMatches = (expected: string, received: string | undefined): boolean => sameSecret(expected, received?.toLowerCase());
