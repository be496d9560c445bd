export type QueryValue = string | number | boolean | null | undefined | QueryValue[] | { [key: string]: QueryValue };

/**
 * Serialises a query the way the upstream reads it: repeated keys for lists of plain values
 * (`status=a&status=b`), bracketed indices for nested data (`product[0][standart][0][quantity]=2`).
 */
export function toQueryString(query: Record<string, QueryValue> | undefined): string {
  if (!query) return '';
  const pairs: string[] = [];
  const add = (key: string, value: QueryValue) => {
    if (value === undefined || value === null) return;
    if (Array.isArray(value)) {
      const plain = value.every((v) => typeof v !== 'object' || v === null);
      value.forEach((v, i) => add(plain ? key : `${key}[${i}]`, v));
    } else if (typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) add(`${key}[${k}]`, v);
    } else {
      pairs.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
    }
  };
  for (const [key, value] of Object.entries(query)) add(key, value);
  return pairs.length ? `?${pairs.join('&')}` : '';
}
