import { endpoints, pathOf, surfacesOf } from './index';

describe('endpoint table', () => {
  it('builds a concrete path with each parameter URL-encoded', () => {
    expect(pathOf(endpoints.getProduct, { id: 'a/b' })).toBe('product/a%2Fb');
  });

  it('refuses to build a path when a parameter is missing', () => {
    expect(() => pathOf(endpoints.getProduct)).toThrow('Missing path parameter "id"');
  });

  it('puts public calls on both surfaces', () => {
    expect(surfacesOf(endpoints.listProducts)).toEqual(['buyer', 'admin']);
  });

  it('gives every endpoint a unique method and path', () => {
    const keys = Object.values(endpoints).map((e) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
