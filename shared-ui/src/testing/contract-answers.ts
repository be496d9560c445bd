// eslint-disable-next-line no-restricted-imports -- tests only, never bundled: a fake answer may be for any endpoint
import { endpoints, surfacesOf, type Endpoint, type Surface } from '@pcb/contract';
import { FormatRegistry, type TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';

const SURFACE_PREFIX: Record<Surface, string> = { buyer: '/bff/api/', admin: '/bff/admin/api/' };

// TypeBox checks a string format only once it is registered (Fastify's Ajv knows it from ajv-formats).
if (!FormatRegistry.Has('date-time')) FormatRegistry.Set('date-time', (value) => !Number.isNaN(Date.parse(value)));

interface Route {
  method: string;
  /** The path's segments; a `:name` one stands for any non-empty segment. */
  segments: string[];
  /** The endpoint's name in the contract's table. */
  name: string;
  endpoint: Endpoint;
  params: number;
}

/** Every contract endpoint as the browser reaches it, static paths before parameterised ones (`product/list` before `product/:id`). */
const ROUTES: Route[] = Object.entries(endpoints as Record<string, Endpoint>)
  .flatMap(([name, endpoint]) =>
    surfacesOf(endpoint).map((surface) => ({
      method: endpoint.method,
      segments: `${SURFACE_PREFIX[surface]}${endpoint.path}`.split('/'),
      name,
      endpoint,
      params: endpoint.path.split(':').length - 1,
    })),
  )
  .sort((a, b) => a.params - b.params);

function servesPath({ segments }: Route, path: string): boolean {
  const parts = path.split('/');
  return parts.length === segments.length && segments.every((segment, i) => (segment.startsWith(':') ? parts[i] !== '' : segment === parts[i]));
}

const onApiSurface = (path: string) => Object.values(SURFACE_PREFIX).some((prefix) => path.startsWith(prefix));

const describe = (schema: TSchema, body: unknown) =>
  [...Value.Errors(schema, body)]
    .slice(0, 3)
    .map((e) => `${e.path || '/'}: ${e.message}`)
    .join('; ');

/**
 * Throws when a fake answer for `METHOD /path` is one the real server could never send: a path on an
 * API surface that no contract endpoint serves there, a success status the endpoint does not declare,
 * or a body that does not match the endpoint's schema for its status. Undeclared failure statuses pass
 * (the BFF's and the guards' own refusals: 401, 429, 502…), as do the BFF's own paths (`/bff/session`).
 */
export function checkAgainstContract(method: string, path: string, status: number, body: unknown): void {
  if (!onApiSurface(path)) return;
  const route = ROUTES.find((r) => r.method === method && servesPath(r, path));
  if (!route) throw new Error(`fakeBff: ${method} ${path} is no contract endpoint on that surface`);
  const schema = route.endpoint.schema.response[status];
  const where = `${method} ${path} (endpoint ${route.name}, ${route.endpoint.method} ${route.endpoint.path})`;
  if (!schema) {
    if (status >= 200 && status < 300) throw new Error(`fakeBff: ${status} is not a status the contract declares for ${where}`);
    return;
  }
  if (!Value.Check(schema, body)) throw new Error(`fakeBff: the ${status} answer to ${where} breaks its contract schema: ${describe(schema, body)}`);
}
