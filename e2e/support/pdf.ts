import { readFile } from 'node:fs/promises';
import type { Download } from '@playwright/test';
import { PDFParse } from 'pdf-parse';

/** The text a reader sees in a downloaded PDF, whitespace collapsed. */
export async function downloadedPdfText(download: Download): Promise<{ name: string; text: string; head: string }> {
  const path = await download.path();
  const data = await readFile(path);
  const parser = new PDFParse({ data: new Uint8Array(data) });
  try {
    const text = (await parser.getText()).text.replace(/\s+/g, ' ');
    return { name: download.suggestedFilename(), text, head: data.subarray(0, 5).toString('latin1') };
  } finally {
    await parser.destroy();
  }
}
