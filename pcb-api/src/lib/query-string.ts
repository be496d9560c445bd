import qs from 'qs';

/**
 * Query strings (and URL-encoded bodies) as the original's `qs` parser read them: `status=a&status=b`
 * and `status[]=a&status[]=b` both give `status: ['a','b']`, `product[0][standart][0][id_product]=x`
 * gives nested arrays and objects. Bounded so a hostile query cannot blow up: at most 1000 pairs,
 * 5 levels of brackets, arrays of at most 100 values (a larger index, or more repeats, gives an
 * object, which the array schemas refuse); keys that would shadow Object.prototype are dropped.
 */
const BOUNDS: qs.IParseOptions = { parameterLimit: 1000, depth: 5, arrayLimit: 100 };

export function parseQueryString(input: string): Record<string, unknown> {
  return qs.parse(input, BOUNDS);
}
