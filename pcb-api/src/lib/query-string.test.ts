import { parseQueryString } from './query-string';

describe('parseQueryString', () => {
  it('reads a repeated key and bracketed keys as the same array', () => {
    expect(parseQueryString('status=a&status=b')).toEqual({ status: ['a', 'b'] });
    expect(parseQueryString('status%5B%5D=a&status%5B%5D=b')).toEqual({ status: ['a', 'b'] });
    expect(parseQueryString('status[]=a')).toEqual({ status: ['a'] });
  });

  it('keeps a single value a string', () => {
    expect(parseQueryString('query=pcb%202%20layer')).toEqual({ query: 'pcb 2 layer' });
  });

  it('builds nested arrays of objects from indexed brackets', () => {
    const parsed = parseQueryString('couriers=jne&product[0][standart][0][id_product]=p1&product[0][standart][0][quantity]=2&product[0][standart][1][id_product]=p2');
    expect(parsed).toEqual({ couriers: 'jne', product: [{ standart: [{ id_product: 'p1', quantity: '2' }, { id_product: 'p2' }] }] });
  });

  it('drops prototype-polluting keys and absurd indexes', () => {
    const parsed = parseQueryString('__proto__[x]=1&a[constructor]=2&b[999]=3&ok=1');
    expect(parsed).toEqual({ ok: '1' });
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });
});
