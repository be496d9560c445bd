import { parseQueryString } from './query-string';

describe('parseQueryString', () => {
  it('reads a repeated key and bracketed keys as the same array', () => {
    expect(parseQueryString('status=a&status=b')).toEqual({ status: ['a', 'b'] });
    expect(parseQueryString('status%5B%5D=a&status%5B%5D=b')).toEqual({ status: ['a', 'b'] });
    expect(parseQueryString('status[]=a')).toEqual({ status: ['a'] });
  });

  it('keeps a single value a string', () => {
    expect(parseQueryString('query=pcb%202%20layer+x')).toEqual({ query: 'pcb 2 layer x' });
  });

  it('builds nested arrays of objects from indexed brackets', () => {
    const parsed = parseQueryString(
      'couriers=jne&product[0][standart][0][id_product]=p1&product[0][standart][0][quantity]=2&product[0][standart][1][id_product]=p2',
    );
    expect(parsed).toEqual({ couriers: 'jne', product: [{ standart: [{ id_product: 'p1', quantity: '2' }, { id_product: 'p2' }] }] });
  });

  it('drops prototype-polluting keys', () => {
    const parsed = parseQueryString('__proto__[x]=1&a[constructor]=2&toString=3&ok=1');
    expect(parsed).toEqual({ ok: '1' });
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it('never builds a large array: an absurd index or too many repeats give an object the array schemas refuse', () => {
    expect(parseQueryString('b[99]=x')).toEqual({ b: ['x'] });
    expect(parseQueryString('b[100]=x')).toEqual({ b: { 100: 'x' } });
    const repeats = Array.from({ length: 101 }, (_, i) => `s=${i}`).join('&');
    expect(Array.isArray(parseQueryString(repeats).s)).toBe(false);
  });

  it('reads at most 1000 pairs and 5 levels of brackets', () => {
    const pairs = Array.from({ length: 2000 }, (_, i) => `k${i}=1`).join('&');
    expect(Object.keys(parseQueryString(pairs))).toHaveLength(1000);
    expect(parseQueryString('a[b][c][d][e][f][g][h]=1')).toEqual({ a: { b: { c: { d: { e: { f: { '[g][h]': '1' } } } } } } });
  });
});
