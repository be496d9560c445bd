import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { combineMeasures, DEFAULT_DESIGN_CAPABILITIES, measureDesignFile, type DesignCapabilities, type DesignMeasures, type FileMeasure } from '@pcb/contract';

/**
 * What a design .zip may unpack to. A real Gerber set is a few MB and deflates 3–10 times; the
 * ratio bound stops a small archive that declares tens of MB, the other bounds stop the rest.
 */
export const DESIGN_ZIP_LIMITS = {
  maxUnpackedBytes: 50 * 1024 * 1024,
  maxEntries: 500,
  maxRatio: 100,
  /** Below this many unpacked bytes the ratio does not matter. */
  ratioFloorBytes: 1024 * 1024,
} as const;

export const DESIGN_ZIP_TEXTS = {
  unreadable: 'File .zip rusak atau tidak dapat dibuka!',
  unsafePath: 'File .zip berisi path yang tidak diizinkan (path absolut atau "..")!',
  tooLarge: 'Isi file .zip melebihi batas (maksimal 500 file dan 50 MB setelah diekstrak)!',
  noGerber: 'File .zip tidak berisi file Gerber atau file drill!',
  tooHeavy: 'File .zip terlalu berat untuk diperiksa (melebihi batas waktu atau memori pemeriksaan). Periksa isinya, lalu kirim ulang.',
  busy: 'Server sedang memeriksa banyak file desain. Coba kirim lagi dalam beberapa saat.',
  yourTurn: 'File desain anda yang sebelumnya masih diperiksa. Tunggu hingga selesai, lalu kirim lagi.',
} as const;

export type DesignZipCheck = { ok: true; inspection: DesignMeasures } | { ok: false; message: string };

/** A refusal whose message is the text the buyer sees. */
class Refused extends Error {}
const unreadable = () => new Refused(DESIGN_ZIP_TEXTS.unreadable);
const tooLarge = () => new Refused(DESIGN_ZIP_TEXTS.tooLarge);

interface FileEntry {
  entry: Entry;
  name: string;
}

/**
 * With `decodeStrings` off yauzl hands names over as bytes and leaves the path check to us, so an
 * unsafe name gets our text rather than a library error.
 */
function entryName(entry: Entry): string {
  const raw = entry.fileName as unknown as Buffer;
  // Bit 11 marks UTF-8; otherwise the name is CP437, whose ASCII part (all a path check reads) latin1 reads alike.
  return raw.toString(entry.generalPurposeBitFlag & 0x800 ? 'utf8' : 'latin1');
}

function isUnsafePath(name: string): boolean {
  const path = name.replace(/\\/g, '/');
  return path.startsWith('/') || /^[a-z]:/i.test(path) || path.split('/').includes('..');
}

function openZip(zip: Buffer): Promise<ZipFile> {
  return new Promise((resolve, reject) => {
    const options = { lazyEntries: true, decodeStrings: false, validateEntrySizes: true };
    yauzl.fromBuffer(zip, options, (error, archive) => (error ? reject(unreadable()) : resolve(archive)));
  });
}

/** The central directory only: every name checked, the declared sizes summed, nothing inflated yet. */
function listFiles(archive: ZipFile, zipBytes: number): Promise<FileEntry[]> {
  const limits = DESIGN_ZIP_LIMITS;
  return new Promise((resolve, reject) => {
    if (archive.entryCount > limits.maxEntries) return reject(tooLarge());
    const files: FileEntry[] = [];
    let declared = 0;
    archive.on('error', () => reject(unreadable()));
    archive.on('entry', (entry: Entry) => {
      const name = entryName(entry);
      if (isUnsafePath(name)) return reject(new Refused(DESIGN_ZIP_TEXTS.unsafePath));
      declared += entry.uncompressedSize;
      if (declared > limits.maxUnpackedBytes) return reject(tooLarge());
      if (!name.endsWith('/')) files.push({ entry, name });
      archive.readEntry();
    });
    archive.on('end', () => {
      const explodes = declared > limits.ratioFloorBytes && declared > limits.maxRatio * zipBytes;
      return explodes ? reject(tooLarge()) : resolve(files);
    });
    archive.readEntry();
  });
}

/**
 * One entry's text, refused as soon as more than `budget` bytes come out of it. yauzl already fails
 * an entry that inflates past its declared size; this bound holds whatever the archive or the library does.
 * Each small chunk is decoded on its own: a string that large built from one Buffer would live outside
 * V8's heap (Node makes it external), out of reach of the inspection worker's memory cap.
 */
function readEntryText(archive: ZipFile, entry: Entry, budget: number): Promise<{ text: string; bytes: number }> {
  return new Promise((resolve, reject) => {
    archive.openReadStream(entry, (error, stream) => {
      if (error) return reject(unreadable());
      let text = '';
      let bytes = 0;
      stream.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        if (bytes > budget) {
          stream.destroy();
          return reject(tooLarge());
        }
        text += chunk.toString('latin1');
      });
      stream.on('error', () => reject(unreadable()));
      stream.on('end', () => resolve({ text, bytes }));
    });
  });
}

/**
 * Every file of the archive measured as it comes out, within the unpacked-size budget whatever the central
 * directory claims. Only the figures are kept, so at most one file's text is held at a time.
 */
async function measureEntries(zip: Buffer): Promise<FileMeasure[]> {
  const archive = await openZip(zip);
  const measures: FileMeasure[] = [];
  let budget: number = DESIGN_ZIP_LIMITS.maxUnpackedBytes;
  for (const { entry, name } of await listFiles(archive, zip.length)) {
    const { text, bytes } = await readEntryText(archive, entry, budget);
    budget -= bytes;
    const measure = measureDesignFile({ name, text });
    if (measure) measures.push(measure);
  }
  return measures;
}

/**
 * Opens a design .zip in memory before anything is stored: refuses unsafe paths, archives that
 * unpack too large, and archives without a Gerber or drill file; measures the rest against the centre's capabilities.
 * pcb-api runs it in a worker thread (design-inspector.ts); the demo seed, on its own small files, directly.
 */
export async function inspectDesignZip(zip: Buffer, capabilities: DesignCapabilities = DEFAULT_DESIGN_CAPABILITIES): Promise<DesignZipCheck> {
  let measures: FileMeasure[];
  try {
    measures = await measureEntries(zip);
  } catch (error) {
    if (error instanceof Refused) return { ok: false, message: error.message };
    throw error;
  }
  const inspection = combineMeasures(measures, capabilities);
  return inspection ? { ok: true, inspection } : { ok: false, message: DESIGN_ZIP_TEXTS.noGerber };
}
