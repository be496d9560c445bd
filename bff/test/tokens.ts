import { SignJWT } from 'jose';

const SECRET = new TextEncoder().encode('fake-upstream-secret-0123456789abcdef');

/** A token shaped like the upstream's: buyer tokens carry `username`, admin tokens `role: admin`. */
export function signToken(claims: Record<string, unknown>, ttlSeconds: number): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuedAt(now)
    .setExpirationTime(now + ttlSeconds)
    .sign(SECRET);
}

/** `name=value` pairs of a response's Set-Cookie headers, attributes dropped. */
export function cookieJar(setCookie: string | string[] | undefined): string {
  const list = setCookie === undefined ? [] : Array.isArray(setCookie) ? setCookie : [setCookie];
  return list.map((c) => c.split(';')[0]).join('; ');
}

export function setCookieFor(setCookie: string | string[] | undefined, name: string): string | undefined {
  const list = setCookie === undefined ? [] : Array.isArray(setCookie) ? setCookie : [setCookie];
  return list.find((c) => c.startsWith(`${name}=`));
}
