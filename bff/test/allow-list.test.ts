import { endpoints, surfacesOf, type Endpoint, type Surface } from '@pcb/contract';
import { sendJson, useFakeStack } from './helpers';

const stack = useFakeStack((request, response) => sendJson(response, 200, { seen: `${request.method} ${request.url}` }));
const SAMPLE_ID = '0123456789abcdef01234567';
/** Where the browser reaches each surface (the spec's addresses, not the code's constant). */
const PREFIX: Record<Surface, string> = { buyer: '/bff/api', admin: '/bff/admin/api' };

/** A concrete path for an endpoint, each parameter filled with a harmless sample. */
const concrete = (e: Endpoint) => e.path.replace(/:[A-Za-z_]+/g, SAMPLE_ID);

/** Every endpoint of the contract's table on each surface, and whether the table says that surface forwards it. */
const everyCase = Object.entries(endpoints as Record<string, Endpoint>).flatMap(([name, e]) =>
  (['buyer', 'admin'] as const).map((surface) => ({ name, surface, e, declared: surfacesOf(e).includes(surface) })),
);
const forwarded = everyCase.filter((c) => c.declared);
const sameCall = (a: Endpoint, b: Endpoint) => a.method === b.method && concrete(a) === concrete(b);
// A refused call must not be the same method and path as one the surface does forward.
const refused = everyCase.filter((c) => !c.declared && !forwarded.some((f) => f.surface === c.surface && sameCall(f.e, c.e)));

const send = ({ surface, e }: { surface: Surface; e: Endpoint }) =>
  stack.app.inject({
    method: e.method,
    url: `${PREFIX[surface]}/${concrete(e)}`,
    headers: { 'x-csrf': '1' },
    ...(e.method === 'GET' ? {} : { payload: {} }),
  });

describe("the allow-list, walked over the contract's whole table", () => {
  it('covers every endpoint, some on no surface and some on one only', () => {
    expect(new Set(everyCase.map((c) => c.name)).size).toBe(Object.keys(endpoints).length);
    expect(refused.some((c) => surfacesOf(c.e).length === 0)).toBe(true);
    expect(refused.some((c) => surfacesOf(c.e).join() === 'admin')).toBe(true);
  });

  it.each(forwarded.filter((c) => c.e.bodyType !== 'multipart'))('forwards $name on the $surface surface to the same upstream method and path', async (c) => {
    const response = await send(c);
    expect(response.json()).toEqual({ seen: `${c.e.method} /api/${concrete(c.e)}` });
  });

  it.each(forwarded.filter((c) => c.e.bodyType === 'multipart'))('routes $name on the $surface surface, refusing a JSON body as a form upload', async (c) => {
    const response = await send(c);
    expect(response.statusCode).toBe(415);
    expect(stack.upstream.requests).toHaveLength(0);
  });

  it.each(refused)('answers 404 for $name on the $surface surface and sends nothing upstream', async (c) => {
    const response = await send(c);
    expect(response.statusCode).toBe(404);
    expect(stack.upstream.requests).toHaveLength(0);
  });
});
