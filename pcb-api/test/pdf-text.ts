import { PDFParse } from 'pdf-parse';

/** The text a reader sees in a PDF (pdf.js underneath), whitespace collapsed to single spaces. */
export async function pdfText(data: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(data) });
  try {
    return (await parser.getText()).text.replace(/\s+/g, ' ');
  } finally {
    await parser.destroy();
  }
}
