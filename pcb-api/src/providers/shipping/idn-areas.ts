import fs from 'node:fs';
import path from 'node:path';
import type { Area } from '@pcb/contract';

/** The Indonesian administrative areas of `idn-area-data` 3.x, indexed by parent code. */
export interface AreaIndex {
  provinces: Area[];
  children(parentCode: string): Area[];
}

/** Its CSV files are read directly: the package's module is ESM-only and cannot be required on Node 20. */
function dataDir(): string {
  return path.join(path.dirname(require.resolve('idn-area-data/package.json')), 'data');
}

/** `code,parent_code,name` rows (names hold no commas or quoted fields; anything after the second comma is the name). */
function readRows(file: string, hasParent: boolean): { code: string; parent: string; name: string }[] {
  const lines = fs.readFileSync(path.join(dataDir(), file), 'utf8').split(/\r?\n/).slice(1);
  return lines
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const first = line.indexOf(',');
      const second = hasParent ? line.indexOf(',', first + 1) : first;
      return { code: line.slice(0, first), parent: hasParent ? line.slice(first + 1, second) : '', name: line.slice(second + 1).trim() };
    });
}

let loaded: AreaIndex | null = null;

/** Loaded on first use (about 90 000 rows) and kept for the life of the process. */
export function idnAreas(): AreaIndex {
  if (loaded) return loaded;
  const byParent = new Map<string, Area[]>();
  for (const file of ['regencies.csv', 'districts.csv', 'villages.csv']) {
    for (const row of readRows(file, true)) {
      const siblings = byParent.get(row.parent) ?? [];
      siblings.push({ id: row.code, name: row.name });
      byParent.set(row.parent, siblings);
    }
  }
  const provinces = readRows('provinces.csv', false).map((row) => ({ id: row.code, name: row.name }));
  loaded = { provinces, children: (parentCode) => byParent.get(parentCode) ?? [] };
  return loaded;
}
