import yauzl, { type Entry, type ZipFile } from 'yauzl';
import {
  combineMeasures,
  DEFAULT_DESIGN_CAPABILITIES,
  measureDesignFile,
  type DesignCapabilities,
  type DesignMeasures,
  type FileMeasure,
} from '@pcb/contract/domain';
import { openRar, TooMuchMemory, type DeclaredEntry } from './design-rar';
import { sniff } from './file-types';

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

/** The buyer's texts for a design archive of one kind, naming it as the buyer named it. */
export const designArchiveTexts = (kind: DesignArchiveKind) =>
  ({
    unreadable: `File .${kind} rusak atau tidak dapat dibuka!`,
    unsafePath: `File .${kind} berisi path yang tidak diizinkan (path absolut atau "..")!`,
    tooLarge: `Isi file .${kind} melebihi batas (maksimal 500 file dan 50 MB setelah diekstrak)!`,
    noGerber: `File .${kind} tidak berisi file Gerber atau file drill!`,
    tooHeavy: `File .${kind} terlalu berat untuk diperiksa (melebihi batas waktu atau memori pemeriksaan). Periksa isinya, lalu kirim ulang.`,
    busy: 'Server sedang memeriksa banyak file desain. Coba kirim lagi dalam beberapa saat.',
    yourTurn: 'File desain anda yang sebelumnya masih diperiksa. Tunggu hingga selesai, lalu kirim lagi.',
  }) as const;

export const DESIGN_ZIP_TEXTS = designArchiveTexts('zip');

type DesignArchiveTexts = ReturnType<typeof designArchiveTexts>;
export type DesignArchiveKind = 'zip' | 'rar';

/** A design archive's kind by its first bytes (pcb-api stores nothing else as a design), for bytes whose upload was not sniffed already. */
export const designArchiveKind = (archive: Buffer): DesignArchiveKind => (sniff(archive) === 'rar' ? 'rar' : 'zip');

export type DesignZipCheck = { ok: true; inspection: DesignMeasures } | { ok: false; message: string };

/** A refusal whose message is the text the buyer sees. */
class Refused extends Error {}
const unreadable = () => new Refused(DESIGN_ZIP_TEXTS.unreadable);
const tooLarge = () => new Refused(DESIGN_ZIP_TEXTS.tooLarge);

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

/** What the archive declares, before anything is unpacked: every name safe, the sizes and the ratio within bounds. */
function checkDeclared(entries: readonly DeclaredEntry[], archiveBytes: number, texts: DesignArchiveTexts): void {
  const limits = DESIGN_ZIP_LIMITS;
  if (entries.length > limits.maxEntries) throw new Refused(texts.tooLarge);
  let declared = 0;
  for (const entry of entries) {
    if (isUnsafePath(entry.name)) throw new Refused(texts.unsafePath);
    declared += entry.declaredBytes;
    if (declared > limits.maxUnpackedBytes) throw new Refused(texts.tooLarge);
  }
  if (declared > limits.ratioFloorBytes && declared > limits.maxRatio * archiveBytes) throw new Refused(texts.tooLarge);
}

function openZip(zip: Buffer): Promise<ZipFile> {
  return new Promise((resolve, reject) => {
    const options = { lazyEntries: true, decodeStrings: false, validateEntrySizes: true };
    yauzl.fromBuffer(zip, options, (error, archive) => (error ? reject(unreadable()) : resolve(archive)));
  });
}

/** The central directory only, stopping at the first entry past the count bound; nothing inflated yet. */
function listZip(archive: ZipFile): Promise<Entry[]> {
  return new Promise((resolve, reject) => {
    if (archive.entryCount > DESIGN_ZIP_LIMITS.maxEntries) return reject(tooLarge());
    const entries: Entry[] = [];
    archive.on('error', () => reject(unreadable()));
    archive.on('entry', (entry: Entry) => {
      entries.push(entry);
      archive.readEntry();
    });
    archive.on('end', () => resolve(entries));
    archive.readEntry();
  });
}

/**
 * Latin-1 text in small pieces: a string that large built from one Buffer would live outside V8's heap
 * (Node makes it external), out of reach of the inspection worker's memory cap.
 */
const textOf = (bytes: Uint8Array, text = '') => {
  for (let at = 0; at < bytes.length; at += 64 * 1024)
    text += Buffer.from(bytes.buffer, bytes.byteOffset + at, Math.min(64 * 1024, bytes.length - at)).toString('latin1');
  return text;
};

/**
 * One entry's text, refused as soon as more than `budget` bytes come out of it. yauzl already fails
 * an entry that inflates past its declared size; this bound holds whatever the archive or the library does.
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
        text = textOf(chunk, text);
      });
      stream.on('error', () => reject(unreadable()));
      stream.on('end', () => resolve({ text, bytes }));
    });
  });
}

/** A zip's files, each text read within what is left of the unpacked-size budget whatever the central directory claims. */
async function* zipTexts(zip: Buffer): AsyncGenerator<{ name: string; text: string; bytes: number }> {
  const archive = await openZip(zip);
  const entries = (await listZip(archive)).map((entry) => ({ entry, name: entryName(entry) }));
  const declared = entries.map(({ entry, name }) => ({ name, declaredBytes: entry.uncompressedSize, directory: name.endsWith('/') }));
  checkDeclared(declared, zip.length, DESIGN_ZIP_TEXTS);
  let budget: number = DESIGN_ZIP_LIMITS.maxUnpackedBytes;
  for (const { entry, name } of entries.filter(({ name }) => !name.endsWith('/'))) {
    const read = await readEntryText(archive, entry, budget);
    budget -= read.bytes;
    yield { name, ...read };
  }
}

/** A rar's files: unrar unpacks no file past its declared size, and the declared sizes were checked. */
async function* rarTexts(rar: Buffer): AsyncGenerator<{ name: string; text: string; bytes: number }> {
  const texts = designArchiveTexts('rar');
  const archive = await openRar(rar).catch((error: unknown) => {
    throw new Refused(error instanceof TooMuchMemory ? texts.tooHeavy : texts.unreadable);
  });
  checkDeclared(archive.entries, rar.length, texts);
  try {
    for (const { name, content } of archive.files()) yield { name, text: textOf(content), bytes: content.length };
  } catch {
    throw new Refused(texts.unreadable);
  }
}

/** Every file of the archive measured as it comes out. Only the figures are kept, so at most one file's text is held at a time. */
async function measureEntries(archive: Buffer, kind: DesignArchiveKind): Promise<FileMeasure[]> {
  const measures: FileMeasure[] = [];
  for await (const { name, text } of kind === 'rar' ? rarTexts(archive) : zipTexts(archive)) {
    const measure = measureDesignFile({ name, text });
    if (measure) measures.push(measure);
  }
  return measures;
}

/**
 * Opens a design .zip or .rar in memory before anything is stored: refuses unsafe paths, archives that
 * unpack too large, and archives without a Gerber or drill file; measures the rest against the centre's capabilities.
 * pcb-api runs it in a worker thread (design-inspector.ts) with the kind the upload was sniffed as; the demo seed, on its own small files, directly.
 */
export async function inspectDesignZip(
  archive: Buffer,
  capabilities: DesignCapabilities = DEFAULT_DESIGN_CAPABILITIES,
  kind: DesignArchiveKind = designArchiveKind(archive),
): Promise<DesignZipCheck> {
  let measures: FileMeasure[];
  try {
    measures = await measureEntries(archive, kind);
  } catch (error) {
    if (error instanceof Refused) return { ok: false, message: error.message };
    throw error;
  }
  const inspection = combineMeasures(measures, capabilities);
  return inspection ? { ok: true, inspection } : { ok: false, message: designArchiveTexts(kind).noGerber };
}
