import zlib from 'node:zlib';
import { strToU8, zipSync, type ZipOptions, type Zippable } from 'fflate';
import { GERBER_SET, twoLayerBoard } from '../../contract/test/gerber-texts';

export * from '../../contract/test/gerber-texts';

type ZipContent = string | Uint8Array | [Uint8Array, ZipOptions];

/** Zips files (name → text, bytes, or bytes with their compression) the way a buyer's tool does. */
export function zipOf(files: Record<string, ZipContent>): Buffer {
  const entries: Zippable = {};
  for (const [name, content] of Object.entries(files)) entries[name] = typeof content === 'string' ? strToU8(content) : content;
  return Buffer.from(zipSync(entries));
}

export const DESIGN_ZIP = zipOf(GERBER_SET);
/** A design the seeded capabilities can make (DESIGN_ZIP's 0.1 mm traces cannot be made): approved without a word from the buyer. */
export const MAKEABLE_ZIP = zipOf(twoLayerBoard());

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

/** RAR 5's variable-length integer: 7 bits a byte, low first. */
function vint(value: number): Buffer {
  const bytes: number[] = [];
  do {
    bytes.push((value % 128) | (value >= 128 ? 0x80 : 0));
    value = Math.floor(value / 128);
  } while (value > 0);
  return Buffer.from(bytes);
}

/** A RAR 5 header: its CRC32, then its size and its fields (RAR 5.0 technote). */
function rarHeader(...fields: Buffer[]): Buffer {
  const body = Buffer.concat(fields);
  const sized = Buffer.concat([vint(body.length), body]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32LE(zlib.crc32(sized));
  return Buffer.concat([crc, sized]);
}

/** In rarOf, an empty file marked as compressed ("normal", method 3): unrar sets up, and zeroes, the whole dictionary its header asks for before it unpacks a byte. */
export const PACKED_EMPTY = Symbol('an empty packed file');

/**
 * A RAR 5 archive of stored files, as WinRAR writes with "store" (no tool that writes RAR is free to ship).
 * `dictionaryBits` is what each file's header asks unrar to allocate: 128 KB << bits.
 */
export function rarOf(files: Record<string, string | typeof PACKED_EMPTY>, { dictionaryBits = 0 } = {}): Buffer {
  const parts = [Buffer.from([0x52, 0x61, 0x72, 0x21, 0x1a, 0x07, 0x01, 0x00]), rarHeader(vint(1), vint(0), vint(0))];
  for (const [name, text] of Object.entries(files)) {
    const data = Buffer.from(text === PACKED_EMPTY ? '' : text, 'latin1');
    const [nameBytes, crc] = [Buffer.from(name, 'utf8'), Buffer.alloc(4)];
    crc.writeUInt32LE(zlib.crc32(data));
    const [hasData, hasCrc, method] = [0x2, 0x4, text === PACKED_EMPTY ? 3 : 0];
    const fileFields = [
      vint(hasCrc),
      vint(data.length),
      vint(0x20),
      crc,
      vint((method << 7) | (dictionaryBits << 10)),
      vint(0),
      vint(nameBytes.length),
      nameBytes,
    ];
    parts.push(rarHeader(vint(2), vint(hasData), vint(data.length), ...fileFields), data);
  }
  parts.push(rarHeader(vint(5), vint(0), vint(0)));
  return Buffer.concat(parts);
}
