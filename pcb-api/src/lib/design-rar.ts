import { createExtractorFromData } from 'node-unrar-js';

/** An archive's entry as its headers declare it, before anything is unpacked. */
export interface DeclaredEntry {
  name: string;
  declaredBytes: number;
  directory: boolean;
}

const RAR5_SIGNATURE = Buffer.from([0x52, 0x61, 0x72, 0x21, 0x1a, 0x07, 0x01, 0x00]);

/**
 * unrar allocates the whole dictionary a file's header asks for, whatever the file's size: 128 KB << 12 is 512 MB
 * for a one-line Gerber, outside V8's heap and so outside the worker's memory cap. WinRAR's default is 32 MB;
 * RAR 4 archives cannot ask for more than 4 MB.
 */
export const MAX_RAR_DICTIONARY_BYTES = 64 * 1024 * 1024;

/** Reads RAR 5's variable-length integers (7 bits a byte, low first) along a buffer. */
function vintReader(data: Buffer, at: number) {
  return {
    next(): number {
      let value = 0;
      for (let shift = 1; at < data.length; shift *= 128) {
        const byte = data[at++];
        value += (byte & 0x7f) * shift;
        if (byte < 0x80) return value;
      }
      throw new Error('truncated header');
    },
    skip: (bytes: number) => void (at += bytes),
    get at() {
      return at;
    },
  };
}

/** The largest dictionary any file of a RAR 5 archive asks for (RAR 5.0 technote: file and service headers, compression information bits 10–14). */
export function largestRar5Dictionary(rar: Buffer): number {
  let largest = 0;
  for (let at = RAR5_SIGNATURE.length; at + 4 < rar.length;) {
    const read = vintReader(rar, at + 4); // after the header's CRC32
    const size = read.next();
    const end = read.at + size;
    const [type, flags] = [read.next(), read.next()];
    if (flags & 0x1) read.next(); // extra area size
    const dataSize = flags & 0x2 ? read.next() : 0;
    if (type === 2 || type === 3) {
      const fileFlags = read.next();
      read.next(); // unpacked size
      read.next(); // attributes
      read.skip((fileFlags & 0x2 ? 4 : 0) + (fileFlags & 0x4 ? 4 : 0)); // modification time, data CRC32
      largest = Math.max(largest, 128 * 1024 * 2 ** ((read.next() >> 10) & 0x1f));
    }
    if (type === 5) break; // end of archive
    at = end + dataSize;
  }
  return largest;
}

/** An archive that would make unrar take more memory than an inspection may. */
export class TooMuchMemory extends Error {}

/**
 * A design .rar opened in memory (unrar's own code, built to WebAssembly). unrar writes no more of a file
 * than its header declares, so the declared sizes the caller checks bound what comes out.
 * Throws on an archive unrar cannot read, encrypted ones included.
 */
export async function openRar(rar: Buffer) {
  if (rar.subarray(0, RAR5_SIGNATURE.length).equals(RAR5_SIGNATURE) && largestRar5Dictionary(rar) > MAX_RAR_DICTIONARY_BYTES) {
    throw new TooMuchMemory();
  }
  const data = rar.buffer.slice(rar.byteOffset, rar.byteOffset + rar.length) as ArrayBuffer;
  const extractor = await createExtractorFromData({ data });
  const { arcHeader, fileHeaders } = extractor.getFileList();
  if (arcHeader.flags.headerEncrypted) throw new Error('encrypted archive');
  const entries: DeclaredEntry[] = [...fileHeaders].map((header) => {
    if (header.flags.encrypted) throw new Error('encrypted entry');
    return { name: header.name, declaredBytes: header.unpSize, directory: header.flags.directory };
  });

  /** Each file's content in turn, unpacked one at a time as the caller asks for the next. */
  function* files(): Generator<{ name: string; content: Uint8Array }> {
    for (const { fileHeader, extraction } of extractor.extract({ files: (header) => !header.flags.directory }).files) {
      if (!extraction || extraction.length > fileHeader.unpSize) throw new Error(`unpacked differently than declared: ${fileHeader.name}`);
      yield { name: fileHeader.name, content: extraction };
    }
  }
  return { entries, files };
}
