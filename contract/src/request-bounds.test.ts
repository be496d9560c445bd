import type { TSchema } from '@sinclair/typebox';
import { ObjectId, endpoints, type Endpoint } from './index';

/** Strings that need no maxLength: an anchored pattern of fixed length already bounds what the check reads. */
const BOUNDED_PATTERNS = new Set<string>([
  ObjectId.pattern as string, // ^[0-9a-fA-F]{24}$
  '^[0-9a-f-]{36}$', // the payment simulator's token
]);

/** Every string in a schema that could take any length: its place, as `body.email` or `query.status[]`. */
function unboundedStrings(schema: TSchema, place: string): string[] {
  if (schema.type === 'string') {
    const bounded = typeof schema.maxLength === 'number' || schema.const !== undefined || schema.enum !== undefined || BOUNDED_PATTERNS.has(schema.pattern);
    return bounded ? [] : [place];
  }
  const inner: [TSchema, string][] = [
    ...Object.entries((schema.properties ?? {}) as Record<string, TSchema>).map(([name, s]): [TSchema, string] => [s, `${place}.${name}`]),
    ...((schema.anyOf ?? schema.oneOf ?? schema.allOf ?? []) as TSchema[]).map((s): [TSchema, string] => [s, place]),
    ...(schema.items ? [[schema.items as TSchema, `${place}[]`] as [TSchema, string]] : []),
    ...(typeof schema.additionalProperties === 'object' ? [[schema.additionalProperties as TSchema, `${place}.*`] as [TSchema, string]] : []),
  ];
  return inner.flatMap(([s, p]) => unboundedStrings(s, p));
}

describe('request schemas', () => {
  it('bound every string a caller sends (params, query and body of every endpoint) with a maxLength', () => {
    const unbounded = Object.entries(endpoints as Record<string, Endpoint>).flatMap(([name, e]) =>
      (['params', 'querystring', 'body'] as const).flatMap((part) => {
        const schema = e.schema[part];
        return schema ? unboundedStrings(schema, `${name} ${part}`) : [];
      }),
    );
    expect(unbounded).toEqual([]);
  });

  it('find an unbounded string wherever it hides (a union inside an array inside an object)', () => {
    const schema = { type: 'object', properties: { a: { type: 'array', items: { anyOf: [{ type: 'number' }, { type: 'string' }] } } } } as unknown as TSchema;
    expect(unboundedStrings(schema, 'body')).toEqual(['body.a[]']);
  });
});
