/** A small seeded PRNG (mulberry32): the demo data comes out the same on every fresh database. */
export interface Random {
  /** In [0, 1). */
  next(): number;
  /** A whole number in [min, max]. */
  int(min: number, max: number): number;
  /** A number in [min, max). */
  between(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  hex(length: number): string;
}

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const between = (min: number, max: number) => min + next() * (max - min);
  const int = (min: number, max: number) => Math.floor(between(min, max + 1));
  return {
    next,
    int,
    between,
    pick: (items) => items[int(0, items.length - 1)],
    hex: (length) => Array.from({ length }, () => int(0, 15).toString(16)).join(''),
  };
}
