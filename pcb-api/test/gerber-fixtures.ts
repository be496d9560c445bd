import { strToU8, zipSync, type ZipOptions, type Zippable } from 'fflate';
import { GERBER_SET } from '../../contract/test/gerber-texts';

export * from '../../contract/test/gerber-texts';

type ZipContent = string | Uint8Array | [Uint8Array, ZipOptions];

/** Zips files (name → text, bytes, or bytes with their compression) the way a buyer's tool does. */
export function zipOf(files: Record<string, ZipContent>): Buffer {
  const entries: Zippable = {};
  for (const [name, content] of Object.entries(files)) entries[name] = typeof content === 'string' ? strToU8(content) : content;
  return Buffer.from(zipSync(entries));
}

export const DESIGN_ZIP = zipOf(GERBER_SET);

/** The Gerber set with a stored (uncompressed) padding file, so that the zip is exactly `bytes` long. */
export function designZipOfSize(bytes: number): Buffer {
  const padded = (size: number) => zipOf({ ...GERBER_SET, 'padding.bin': [new Uint8Array(size), { level: 0 }] });
  return padded(bytes - padded(0).length);
}

/** The Gerber set plus `count` entries of `eachBytes` zeros, which deflate about a thousandfold. */
export function zipBomb(count: number, eachBytes: number): Buffer {
  const zeros = Array.from({ length: count }, (_, i): [string, ZipContent] => [`layer-${i}.gbr`, [new Uint8Array(eachBytes), { level: 9 }]]);
  return zipOf({ ...GERBER_SET, ...Object.fromEntries(zeros) });
}
