import { readFileSync } from 'node:fs';
import path from 'node:path';
import { unzipSync } from 'fflate';
import { DESIGN_ZIP, GERBER_SET, rarOf, zipBomb, zipOf } from '../../test/gerber-fixtures';
import { MAX_RAR_DICTIONARY_BYTES, largestRar5Dictionary } from './design-rar';
import { DESIGN_ZIP_TEXTS, designArchiveTexts, inspectDesignZip } from './design-zip';

/** Rewrites every declared uncompressed size (local and central headers) to `size`, as a lying archive would. */
function withDeclaredSizes(zip: Buffer, size: number): Buffer {
  const lying = Buffer.from(zip);
  for (let at = 0; at + 4 <= lying.length; at += 1) {
    const signature = lying.readUInt32LE(at);
    if (signature === 0x04034b50) lying.writeUInt32LE(size, at + 22);
    if (signature === 0x02014b50) lying.writeUInt32LE(size, at + 24);
  }
  return lying;
}

describe('inspectDesignZip', () => {
  it('measures a Gerber set', async () => {
    const check = await inspectDesignZip(DESIGN_ZIP);
    expect(check).toMatchObject({ ok: true, inspection: { width_mm: 50, height_mm: 30, copper_layers: 2 } });
  });

  // Real boards (contract/test/boards, README there): every figure read from the files by hand.
  it.each([
    ['arduino-uno', { width_mm: 68.58, height_mm: 53.34, copper_layers: 2, min_hole_mm: 0.61, min_track_mm: 0.099 }],
    ['clockblock', { width_mm: 104.14, height_mm: 106.68, copper_layers: 2, min_hole_mm: 0.381, min_track_mm: 0.152 }],
  ])('measures the real board %s', async (board, figures) => {
    const zip = readFileSync(path.join(__dirname, '../../../contract/test/boards', `${board}.zip`));
    const check = await inspectDesignZip(zip);
    expect(check).toMatchObject({ ok: true, inspection: figures });
  });

  it.each(['../evil.gbr', 'gerber/../../evil.gbr', '/etc/evil.gbr', 'C:/evil.gbr', '..\\evil.gbr'])('refuses the entry %s', async (name) => {
    expect(await inspectDesignZip(zipOf({ ...GERBER_SET, [name]: GERBER_SET['board.GTL'] }))).toEqual({ ok: false, message: DESIGN_ZIP_TEXTS.unsafePath });
  });

  it('refuses an archive declaring more than 50 MB unpacked', async () => {
    expect(await inspectDesignZip(zipBomb(2, 26 * 1024 * 1024))).toEqual({ ok: false, message: DESIGN_ZIP_TEXTS.tooLarge });
  });

  it('refuses an archive that grows more than a hundredfold, even under 50 MB', async () => {
    expect(await inspectDesignZip(zipBomb(1, 5 * 1024 * 1024))).toEqual({ ok: false, message: DESIGN_ZIP_TEXTS.tooLarge });
  });

  it('refuses more than 500 entries', async () => {
    const many = Object.fromEntries(Array.from({ length: 501 }, (_, i) => [`f${i}.gbr`, 'G04*']));
    expect(await inspectDesignZip(zipOf(many))).toEqual({ ok: false, message: DESIGN_ZIP_TEXTS.tooLarge });
  });

  it('stops at an entry that inflates past what the central directory declares', async () => {
    const lying = withDeclaredSizes(zipBomb(1, 900 * 1024), 10);
    expect((await inspectDesignZip(lying)).ok).toBe(false);
  });

  it('refuses an archive without a Gerber or drill file', async () => {
    expect(await inspectDesignZip(zipOf({ 'readme.txt': 'Desain menyusul lewat e-mail.' }))).toEqual({ ok: false, message: DESIGN_ZIP_TEXTS.noGerber });
  });

  it('refuses bytes that only start like a zip', async () => {
    const broken = Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(64, 3)]);
    expect(await inspectDesignZip(broken)).toEqual({ ok: false, message: DESIGN_ZIP_TEXTS.unreadable });
  });
});

describe('inspectDesignZip on a .rar', () => {
  const rarTexts = designArchiveTexts('rar');
  const realBoard = (board: string) => {
    const zip = readFileSync(path.join(__dirname, '../../../contract/test/boards', `${board}.zip`));
    const files = Object.entries(unzipSync(zip)).filter(([name]) => !name.endsWith('/'));
    return rarOf(Object.fromEntries(files.map(([name, bytes]) => [name, Buffer.from(bytes).toString('latin1')])));
  };

  it('measures a real board sent as a .rar exactly as the same board sent as a .zip', async () => {
    const zip = readFileSync(path.join(__dirname, '../../../contract/test/boards/arduino-uno.zip'));
    const [fromRar, fromZip] = [await inspectDesignZip(realBoard('arduino-uno')), await inspectDesignZip(zip)];
    expect(fromRar).toMatchObject({ ok: true, inspection: { width_mm: 68.58, copper_layers: 2 } });
    expect(fromRar).toEqual(fromZip);
  });

  it.each(['../evil.gbr', '/etc/evil.gbr', 'C:/evil.gbr'])('refuses the entry %s', async (name) => {
    expect(await inspectDesignZip(rarOf({ ...GERBER_SET, [name]: GERBER_SET['board.GTL'] }))).toEqual({ ok: false, message: rarTexts.unsafePath });
  });

  it('refuses an archive unrar cannot read, and one without a Gerber file, naming the .rar', async () => {
    const broken = Buffer.concat([rarOf(GERBER_SET).subarray(0, 8), Buffer.alloc(64, 4)]);
    expect(await inspectDesignZip(broken)).toEqual({ ok: false, message: rarTexts.unreadable });
    expect(await inspectDesignZip(rarOf({ 'readme.txt': 'menyusul' }))).toEqual({ ok: false, message: rarTexts.noGerber });
  });

  // unrar allocates the dictionary a header asks for, outside V8's heap: 128 KB << 12 took 512 MB of RSS for one line.
  it("refuses a header asking for a dictionary over 64 MB before unrar allocates it, and takes WinRAR 7's 32 MB default", async () => {
    expect(largestRar5Dictionary(rarOf(GERBER_SET, { dictionaryBits: 12 }))).toBe(512 * 1024 * 1024);
    const before = process.memoryUsage().rss;
    expect(await inspectDesignZip(rarOf(GERBER_SET, { dictionaryBits: 12 }))).toEqual({ ok: false, message: rarTexts.tooHeavy });
    expect(process.memoryUsage().rss - before).toBeLessThan(MAX_RAR_DICTIONARY_BYTES);
    expect(await inspectDesignZip(rarOf(GERBER_SET, { dictionaryBits: 8 }))).toMatchObject({ ok: true });
  });
});
