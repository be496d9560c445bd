import { useSearchParams } from 'react-router';

/** The login page's query parameter naming the page to return to after signing in. */
export const RETURN_PARAM = 'next';

const THIS_SITE = 'http://this-site.invalid';

/**
 * `path` when it is a path of this site (`/product?search=pcb`), else `fallback`. Never another origin:
 * `//evil.com`, `https://…` and `/\evil` (which browsers read as `//evil`) all give `fallback`.
 */
export function sameSitePath(path: string | null | undefined, fallback: string): string {
  // Backslashes and control characters are refused outright: URL parsers turn them into slashes or drop them.
  if (!path || !path.startsWith('/') || path.startsWith('//') || /[\\\u0000-\u001f\u007f]/.test(path)) return fallback;
  try {
    const url = new URL(path, THIS_SITE);
    return url.origin === THIS_SITE ? url.pathname + url.search + url.hash : fallback;
  } catch {
    return fallback;
  }
}

/** The login page that returns to `from` once signed in. */
export const loginPathReturningTo = (loginPath: string, from: string) => `${loginPath}?${new URLSearchParams({ [RETURN_PARAM]: from })}`;

/** Where the login page opened here goes after signing in: its same-site `next`, or `fallback`. */
export function useReturnPath(fallback: string): string {
  const [params] = useSearchParams();
  return sameSitePath(params.get(RETURN_PARAM), fallback);
}
