import { endpoints, pathOf, surfacesOf, type Endpoint, type Surface } from '@pcb/contract';
import type { Role } from '../plugins/session-cookies';

export const SURFACE_PREFIX: Record<Surface, string> = {
  buyer: '/bff/api',
  admin: '/bff/admin/api',
};

/** Calls the BFF makes itself, which the contract puts on no surface: a login answer carries the token. */
export const UPSTREAM_LOGIN: Record<Role, Endpoint> = { user: endpoints.loginBuyer, admin: endpoints.loginAdmin };
export const UPSTREAM_LOGOUT_PATH: Record<Role, string> = { user: endpoints.logoutBuyer.path, admin: endpoints.logoutAdmin.path };

/** The endpoints a surface forwards: the contract's table, read at start-up. */
export function endpointsOn(surface: Surface): Endpoint[] {
  return Object.values(endpoints as Record<string, Endpoint>).filter((e) => surfacesOf(e).includes(surface));
}

/** The contract's names of every endpoint some surface forwards: what a remote's release may call. */
export function forwardedEndpointNames(): Set<string> {
  const forwarded = new Set([...endpointsOn('buyer'), ...endpointsOn('admin')]);
  return new Set(Object.entries(endpoints as Record<string, Endpoint>).flatMap(([name, e]) => (forwarded.has(e) ? [name] : [])));
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
