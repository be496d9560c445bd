import { endpoints, pathOf, surfacesOf, type Endpoint, type Surface } from '@pcb/contract';

export const SURFACE_PREFIX: Record<Surface, string> = {
  buyer: '/bff/api',
  admin: '/bff/admin/api',
};

/** The endpoints a surface forwards: exactly the contract's table, read at start-up. */
export function endpointsOn(surface: Surface): Endpoint[] {
  return Object.values(endpoints as Record<string, Endpoint>).filter((e) => surfacesOf(e).includes(surface));
}

const DOT_SEGMENT = /^\.{1,2}$/;

/**
 * The upstream path for a matched call, or null when a parameter would step out of its segment.
 * Parameters arrive decoded from the router and are encoded again, so `%2F` stays inside one segment.
 */
export function upstreamPathOf(e: Endpoint, params: Record<string, string>, rawUrl: string): string | null {
  if (Object.values(params).some((value) => DOT_SEGMENT.test(value))) return null;
  const queryStart = rawUrl.indexOf('?');
  const query = queryStart === -1 ? '' : rawUrl.slice(queryStart);
  return pathOf(e, params) + query;
}
