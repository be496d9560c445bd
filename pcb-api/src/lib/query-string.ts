/**
 * Query strings as the original's `qs` parser read them: `status=a&status=b` and `status[]=a&status[]=b`
 * both give `status: ['a','b']`, and `product[0][standart][0][id_product]=x` gives nested arrays/objects.
 * Bounded: at most 1000 pairs, 5 levels, indexes below 100; prototype-polluting keys are dropped.
 */
export type QueryValue = string | QueryValue[] | { [key: string]: QueryValue };

const MAX_PAIRS = 1000;
const MAX_DEPTH = 5;
const MAX_INDEX = 100;
const FORBIDDEN = new Set(['__proto__', 'constructor', 'prototype']);

export function parseQueryString(input: string): Record<string, QueryValue> {
  const root: Node = Object.create(null);
  let pairs = 0;
  for (const [rawKey, value] of new URLSearchParams(input)) {
    if (++pairs > MAX_PAIRS) break;
    const segments = splitKey(rawKey);
    if (!segments || segments.some((s) => FORBIDDEN.has(s))) continue;
    assign(root, segments, value);
  }
  const plain = toPlain(root);
  return typeof plain === 'object' && !Array.isArray(plain) ? plain : {};
}

/** `a[b][0][]` → ['a','b','0','']; null when malformed or too deep. */
function splitKey(key: string): string[] | null {
  const open = key.indexOf('[');
  if (open <= 0) return key ? [key] : null;
  const segments = [key.slice(0, open)];
  const rest = key.slice(open);
  const re = /\[([^[\]]*)\]/gy;
  let match: RegExpExecArray | null;
  let consumed = 0;
  while ((match = re.exec(rest)) !== null) {
    segments.push(match[1]);
    consumed = re.lastIndex;
  }
  if (consumed !== rest.length) return [key];
  return segments.length > MAX_DEPTH + 1 ? null : segments;
}

type Node = { [key: string]: Node | string | string[] };

function assign(target: Node, segments: string[], value: string): void {
  const [head, ...tail] = segments;
  if (tail.length === 0 || (tail.length === 1 && tail[0] === '')) {
    const existing = target[head];
    if (existing === undefined) target[head] = tail.length === 1 ? [value] : value;
    else if (typeof existing === 'string') target[head] = [existing, value];
    else if (Array.isArray(existing)) existing.push(value);
    return;
  }
  if (tail[0] !== '' && /^\d+$/.test(tail[0]) && Number(tail[0]) >= MAX_INDEX) return;
  let child = target[head];
  if (child === undefined || typeof child === 'string' || Array.isArray(child)) {
    child = Object.create(null) as Node;
    target[head] = child;
  }
  assign(child, tail, value);
}

/** Objects whose keys are all indexes become arrays (in index order). */
function toPlain(node: Node | string | string[]): QueryValue {
  if (typeof node === 'string' || Array.isArray(node)) return node;
  const keys = Object.keys(node);
  if (keys.length > 0 && keys.every((k) => /^\d+$/.test(k))) {
    return keys
      .map(Number)
      .sort((a, b) => a - b)
      .map((k) => toPlain(node[String(k)]));
  }
  const out: { [key: string]: QueryValue } = {};
  for (const key of keys) out[key] = toPlain(node[key]);
  return out;
}
