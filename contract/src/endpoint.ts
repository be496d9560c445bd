import type { Static, TSchema } from '@sinclair/typebox';

/** Which upstream session a call needs: none, the buyer's token or the admin's token. */
export type Session = 'none' | 'buyer' | 'admin';

/** The BFF surfaces a browser reaches the upstream through: `/bff/api/…` (buyer) and `/bff/admin/api/…` (admin). */
export type Surface = 'buyer' | 'admin';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * The largest JSON or URL-encoded body either server reads (the longest real one, a custom request, is a few KB).
 * Multipart uploads have their own limits.
 */
export const BODY_LIMIT = 64 * 1024;

export interface EndpointSchema {
  params?: TSchema;
  querystring?: TSchema;
  body?: TSchema;
  /** One schema per status code the endpoint answers with. */
  response: Record<number, TSchema>;
}

export interface Endpoint<S extends EndpointSchema = EndpointSchema> {
  method: Method;
  /** Relative to the upstream's `/api` root, with Fastify-style `:param` segments. */
  path: string;
  session: Session;
  /**
   * How the body travels; multipart bodies are described field by field in `schema.body`.
   * `form`: JSON, or a multipart form when a file goes with the fields (a custom request saved with its design).
   */
  bodyType?: 'json' | 'multipart' | 'form';
  /** Surfaces that forward this call; by default public calls are on both, the others on their session's. */
  surfaces?: readonly Surface[];
  summary: string;
  schema: S;
}

export function endpoint<S extends EndpointSchema>(definition: Endpoint<S>): Endpoint<S> {
  return definition;
}

export function surfacesOf(e: Endpoint): readonly Surface[] {
  if (e.surfaces) return e.surfaces;
  return e.session === 'none' ? ['buyer', 'admin'] : [e.session];
}

type StaticOr<T, Fallback> = T extends TSchema ? Static<T> : Fallback;

export type ParamsOf<E extends Endpoint> = StaticOr<E['schema']['params'], undefined>;
export type QueryOf<E extends Endpoint> = StaticOr<E['schema']['querystring'], undefined>;
export type BodyOf<E extends Endpoint> = StaticOr<E['schema']['body'], undefined>;

type SuccessCode<R> = Extract<keyof R, 200 | 201 | 204>;
/** The body of the endpoint's success answer. */
export type ResponseOf<E extends Endpoint> = StaticOr<E['schema']['response'][SuccessCode<E['schema']['response']>], unknown>;

/** Builds the concrete path for a call: `product/:id` with `{ id: 'x' }` → `product/x` (each value URL-encoded). */
export function pathOf(e: Endpoint, params?: Record<string, string | number>): string {
  return e.path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${e.method} ${e.path}`);
    return encodeURIComponent(String(value));
  });
}
