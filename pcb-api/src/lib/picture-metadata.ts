import { crc32 } from 'node:zlib';

/**
 * A picture as it is shown, without what a camera or an editor wrote beside it: EXIF (GPS position, camera
 * and lens serials, time), XMP, IPTC, comments, text chunks, thumbnails and embedded second pictures.
 * The pixels are copied byte for byte (no re-encoding, so no quality is lost). Only the EXIF orientation
 * survives, in a new EXIF block of that one tag, so a phone's portrait photo still shows upright.
 * Null when the bytes do not hold a whole JPEG or PNG.
 */
export function withoutMetadata(kind: 'jpeg' | 'png', data: Buffer): Buffer | null {
  try {
    return kind === 'jpeg' ? cleanJpeg(data) : cleanPng(data);
  } catch {
    // A read past the end (a cut file) or a structure that is not there: no picture the shop stores.
    return null;
  }
}

/** EXIF's orientation tag (1 = as stored, 2–8 = mirrored and/or turned). */
const ORIENTATION_TAG = 0x0112;

/** The orientation a TIFF structure (the body of an EXIF block) gives, 1 when it gives none it can read. */
function orientationOf(tiff: Buffer): number {
  const order = tiff.toString('latin1', 0, 2);
  if (tiff.length < 8 || (order !== 'II' && order !== 'MM')) return 1;
  const little = order === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd = u32(4);
  if (ifd + 2 > tiff.length) return 1;
  for (let i = 0, entry = ifd + 2; i < u16(ifd) && entry + 12 <= tiff.length; i += 1, entry += 12) {
    if (u16(entry) !== ORIENTATION_TAG) continue;
    const value = u16(entry + 8);
    return value >= 1 && value <= 8 ? value : 1;
  }
  return 1;
}

/** A TIFF structure with one entry, the orientation (big-endian: `MM`, 42, first directory at 8). */
function orientationTiff(orientation: number): Buffer {
  const tiff = Buffer.alloc(26);
  tiff.write('MM', 0, 'latin1');
  tiff.writeUInt16BE(42, 2);
  tiff.writeUInt32BE(8, 4);
  tiff.writeUInt16BE(1, 8); // one entry
  tiff.writeUInt16BE(ORIENTATION_TAG, 10);
  tiff.writeUInt16BE(3, 12); // SHORT
  tiff.writeUInt32BE(1, 14); // one value, held in the entry
  tiff.writeUInt16BE(orientation, 18);
  return tiff; // the last 4 bytes, 0: no next directory
}

// JPEG: segments `FF xx` with a 2-byte length, then after SOS the scan data up to the next marker.
const EXIF_ID = Buffer.from('Exif\0\0', 'latin1');
const KEPT_APP: ReadonlyArray<readonly [number, Buffer]> = [
  [0xe0, Buffer.from('JFIF\0', 'latin1')], // pixel density (JFXX thumbnails go)
  [0xe2, Buffer.from('ICC_PROFILE\0', 'latin1')], // the colours (MPF's second pictures go)
  [0xee, Buffer.from('Adobe', 'latin1')], // how CMYK/YCCK is to be decoded
];
const SOS = 0xda;
const EOI = 0xd9;

function exifSegment(orientation: number): Buffer {
  const body = Buffer.concat([EXIF_ID, orientationTiff(orientation)]);
  const header = Buffer.from([0xff, 0xe1, 0, 0]);
  header.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([header, body]);
}

/** An APPn or COM segment that is metadata; every other marker is part of the picture. */
function isMetadata(marker: number, body: Buffer): boolean {
  if (marker === 0xfe) return true;
  if (marker < 0xe0 || marker > 0xef) return false;
  return !KEPT_APP.some(([kept, id]) => kept === marker && body.subarray(0, id.length).equals(id));
}

function cleanJpeg(data: Buffer): Buffer {
  if (data.readUInt16BE(0) !== 0xffd8) throw new RangeError('not a JPEG');
  const kept: Buffer[] = [];
  let orientation = 1;
  let at = 2;
  for (;;) {
    if (data[at] !== 0xff) throw new RangeError('not a marker');
    while (data[at + 1] === 0xff) at += 1; // fill bytes
    const marker = data.readUInt8(at + 1);
    if (marker === EOI) break; // whatever follows (a phone's appended pictures, a trailer) goes
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      kept.push(data.subarray(at, at + 2));
      at += 2;
      continue;
    }
    const length = data.readUInt16BE(at + 2);
    const end = at + 2 + length;
    if (length < 2 || end > data.length) throw new RangeError('segment past the end');
    const body = data.subarray(at + 4, end);
    if (marker === 0xe1 && body.subarray(0, EXIF_ID.length).equals(EXIF_ID)) orientation = orientationOf(body.subarray(EXIF_ID.length));
    if (!isMetadata(marker, body)) kept.push(data.subarray(at, end));
    at = end;
    if (marker === SOS) {
      const scanEnd = endOfScan(data, at);
      kept.push(data.subarray(at, scanEnd));
      at = scanEnd;
    }
  }
  const exif = orientation === 1 ? [] : [exifSegment(orientation)];
  return Buffer.concat([data.subarray(0, 2), ...exif, ...kept, Buffer.from([0xff, EOI])]);
}

/** Where a scan's entropy-coded data ends: at the first marker that is neither a stuffed 0 nor a restart. */
function endOfScan(data: Buffer, from: number): number {
  for (let at = from; at + 1 < data.length; at += 1) {
    if (data[at] !== 0xff) continue;
    const next = data[at + 1];
    if (next !== 0 && next !== 0xff && !(next >= 0xd0 && next <= 0xd7)) return at;
  }
  throw new RangeError('scan without an end');
}

// PNG: chunks of length, type, data, CRC. The ones that draw the picture stay; text, time and EXIF go.
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const KEPT_CHUNKS = new Set([
  'IHDR',
  'PLTE',
  'IDAT',
  'IEND',
  'tRNS',
  'cHRM',
  'gAMA',
  'iCCP',
  'sBIT',
  'sRGB',
  'cICP',
  'bKGD',
  'hIST',
  'pHYs',
  'acTL',
  'fcTL',
  'fdAT',
]);

/** A PNG chunk: length, type, body and the CRC of type and body. */
export function pngChunk(type: string, body: Buffer): Buffer {
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), body]);
  const chunk = Buffer.alloc(typed.length + 8);
  chunk.writeUInt32BE(body.length, 0);
  typed.copy(chunk, 4);
  chunk.writeUInt32BE(crc32(typed), typed.length + 4);
  return chunk;
}

function cleanPng(data: Buffer): Buffer {
  if (!data.subarray(0, 8).equals(PNG_SIGNATURE)) throw new RangeError('not a PNG');
  const kept: Buffer[] = [PNG_SIGNATURE];
  for (let at = 8; ;) {
    const end = at + 12 + data.readUInt32BE(at);
    if (end > data.length) throw new RangeError('chunk past the end');
    const type = data.toString('latin1', at + 4, at + 8);
    if (at === 8 && type !== 'IHDR') throw new RangeError('no IHDR first');
    if (KEPT_CHUNKS.has(type)) kept.push(data.subarray(at, end));
    if (type === 'eXIf') {
      const orientation = orientationOf(data.subarray(at + 8, end - 4));
      if (orientation !== 1) kept.push(pngChunk('eXIf', orientationTiff(orientation)));
    }
    if (type === 'IEND') return Buffer.concat(kept);
    at = end;
  }
}
