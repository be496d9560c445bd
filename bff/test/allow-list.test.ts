import { endpoints, surfacesOf, type Endpoint, type Surface } from '@pcb/contract';
import { SURFACE_PREFIX, endpointsOn } from '../src/proxy/allow-list';
import { sendJson, useFakeStack } from './helpers';

const stack = useFakeStack((request, response) => sendJson(response, 200, { seen: `${request.method} ${request.url}` }));
const table = Object.values(endpoints as Record<string, Endpoint>);
const SAMPLE_ID = '0123456789abcdef01234567';

/** A concrete path for an endpoint, each parameter filled with a harmless sample. */
const concrete = (e: Endpoint) => e.path.replace(/:[A-Za-z_]+/g, SAMPLE_ID);

const forwarded = (surface: Surface) =>
  endpointsOn(surface)
    .filter((e) => e.bodyType !== 'multipart')
    .map((e) => [`${e.method} ${SURFACE_PREFIX[surface]}/${e.path}`, surface, e] as const);

describe('the allow-list built from the contract', () => {
  it.each([...forwarded('buyer'), ...forwarded('admin')])('forwards %s to the same upstream path and method', async (_name, surface, e) => {
    const response = await stack.app.inject({
      method: e.method,
      url: `${SURFACE_PREFIX[surface]}/${concrete(e)}`,
      headers: { 'x-csrf': '1' },
      ...(e.method === 'GET' ? {} : { payload: {} }),
    });
    expect(response.json()).toEqual({ seen: `${e.method} /api/${concrete(e)}` });
  });

  it('puts no endpoint on a surface the contract does not name for it', () => {
    for (const surface of ['buyer', 'admin'] as const) {
      for (const e of endpointsOn(surface)) expect(surfacesOf(e)).toContain(surface);
    }
  });

  it('forwards nothing for an endpoint with no surface', async () => {
    const hidden = table.filter((e) => surfacesOf(e).length === 0);
    expect(hidden.length).toBeGreaterThan(0);
    for (const e of hidden) {
      const response = await stack.app.inject({ method: e.method, url: `/bff/api/${concrete(e)}`, headers: { 'x-csrf': '1' } });
      expect(response.statusCode).toBe(404);
    }
    expect(stack.upstream.requests).toHaveLength(0);
  });

  it('does not forward an admin-only endpoint on the buyer surface', async () => {
    const adminOnly = table.find((e) => surfacesOf(e).join() === 'admin' && e.method === 'GET');
    const response = await stack.app.inject({ url: `/bff/api/${concrete(adminOnly as Endpoint)}` });
    expect(response.statusCode).toBe(404);
    expect(stack.upstream.requests).toHaveLength(0);
  });
});
