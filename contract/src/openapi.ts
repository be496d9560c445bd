import type { TSchema } from '@sinclair/typebox';
import type { Endpoint } from './endpoint';

export interface OpenApiInfo {
  title: string;
  version: string;
  /** Server URL, e.g. `http://127.0.0.1:4000/api`. */
  server: string;
}

type Json = Record<string, unknown>;

/** TypeBox schemas are JSON Schema already; only the symbol keys TypeBox adds are left out by JSON. */
const plain = (schema: TSchema): Json => JSON.parse(JSON.stringify(schema)) as Json;

function parameters(schema: TSchema | undefined, where: 'path' | 'query'): Json[] {
  if (!schema) return [];
  const { properties = {}, required = [] } = plain(schema) as { properties?: Record<string, Json>; required?: string[] };
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || required.includes(name),
    schema: property,
    ...(where === 'query' && property.type === 'array' ? { style: 'form', explode: true } : {}),
  }));
}

function operation(name: string, e: Endpoint): Json {
  const responses: Json = {};
  for (const [status, schema] of Object.entries(e.schema.response)) {
    const media = schema.type === 'string' ? 'text/html' : 'application/json';
    responses[status] = { description: status.startsWith('2') ? 'Success' : 'Error', content: { [media]: { schema: plain(schema) } } };
  }
  const bodyMedia = { json: ['application/json'], multipart: ['multipart/form-data'], form: ['application/json', 'multipart/form-data'] }[e.bodyType ?? 'json'];
  const body = e.schema.body;
  return {
    operationId: name,
    summary: e.summary,
    tags: [e.path.split('/')[0] === 'admin' ? 'admin' : e.session === 'buyer' ? 'buyer' : 'public'],
    ...(e.session === 'none' ? {} : { security: [{ [e.session]: [] }] }),
    parameters: [...parameters(e.schema.params, 'path'), ...parameters(e.schema.querystring, 'query')],
    ...(body ? { requestBody: { content: Object.fromEntries(bodyMedia.map((media) => [media, { schema: plain(body) }])) } } : {}),
    responses,
  };
}

/** An OpenAPI 3.1 document (TypeBox writes JSON Schema 2020-12, which 3.1 takes as it is) for an endpoint table (`:param` paths become `{param}`). */
export function openApiDocument(table: Record<string, Endpoint>, info: OpenApiInfo): Json {
  const paths: Record<string, Json> = {};
  for (const [name, e] of Object.entries(table)) {
    const path = `/${e.path.replace(/:([A-Za-z_]+)/g, '{$1}')}`;
    paths[path] = { ...paths[path], [e.method.toLowerCase()]: operation(name, e) };
  }
  return {
    openapi: '3.1.0',
    info: { title: info.title, version: info.version },
    servers: [{ url: info.server }],
    components: {
      securitySchemes: {
        buyer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'Buyer session (role "buyer")' },
        admin: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'Admin session (role "admin")' },
      },
    },
    paths,
  };
}
