// Which sidebar entry and which status list the page at hand is.
import { matchPath } from '@pcb/shared-ui';
import { listNames, lists } from './paths';

interface Place {
  pathname: string;
  search: string;
}

const statusSet = (search: URLSearchParams) => [...new Set(search.getAll('status'))].sort().join('&');

/**
 * Whether the link `to` leads to the page at `place`. A status list is that list only with the same set of
 * statuses (in any order); a page without statuses is also current on the pages under it (dataProduct/addProduct).
 */
export function isCurrentPage(to: string, place: Place): boolean {
  const target = new URL(to, 'http://admin.invalid');
  if (!target.searchParams.has('status')) return matchPath({ path: target.pathname, caseSensitive: true, end: false }, place.pathname) !== null;
  return place.pathname === target.pathname && statusSet(target.searchParams) === statusSet(new URLSearchParams(place.search));
}

/** The name of the status list at `place`, if it is one of the sidebar's. */
export function currentListName(place: Place): string | undefined {
  const key = (Object.keys(lists) as (keyof typeof lists)[]).find((name) => isCurrentPage(lists[name], place));
  return key && listNames[key];
}
