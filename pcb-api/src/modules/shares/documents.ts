import { DOCUMENT_TITLES, type DocumentKind } from '@pcb/contract';
import { formatRupiah, SHOP_CENTRE } from '@pcb/contract/domain';
import PDFDocument from 'pdfkit';
import type { Subject } from './subject';

const NUMBER_PREFIX: Record<DocumentKind, string> = { penawaran: 'PH', proforma: 'PRO', invoice: 'INV' };
const BRAND = '#00A63F';
const MARGIN = 50;
const longDate = new Intl.DateTimeFormat('id-ID', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Jakarta' });
const yearMonth = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', timeZone: 'Asia/Jakarta' });

/** `PH/2026/11/1A2B3C4D`: the kind, the month it was issued and the subject's id, so a reprint has the same number. */
export function documentNumber(kind: DocumentKind, subject: Pick<Subject, 'issuedAt' | 'targetId'>): string {
  const [year, month] = yearMonth.format(subject.issuedAt).split('-');
  return `${NUMBER_PREFIX[kind]}/${year}/${month}/${subject.targetId.slice(-8).toUpperCase()}`;
}

export const documentFileName = (kind: DocumentKind, subject: Pick<Subject, 'issuedAt' | 'targetId'>) =>
  `${documentNumber(kind, subject).replace(/\//g, '-')}.pdf`;

/** Columns of the lines table: x and width, in points on A4 (595 wide). */
const COLUMNS = { no: [MARGIN, 25], name: [75, 230], quantity: [305, 40], price: [345, 100], amount: [445, 100] } as const;

type Doc = PDFKit.PDFDocument;

function letterhead(doc: Doc): void {
  doc.fillColor(BRAND).font('Helvetica-Bold').fontSize(18).text(SHOP_CENTRE.name, MARGIN, MARGIN);
  doc.fillColor('black').font('Helvetica').fontSize(9).text(SHOP_CENTRE.address).text(`Telp. ${SHOP_CENTRE.phone} · ${SHOP_CENTRE.email}`);
  const y = doc.y + 6;
  doc.moveTo(MARGIN, y).lineTo(545, y).lineWidth(1.5).strokeColor(BRAND).stroke();
  doc.y = y + 14;
}

function facts(doc: Doc, rows: [string, string][]): void {
  doc.fontSize(10);
  for (const [label, value] of rows) {
    const y = doc.y;
    doc.font('Helvetica-Bold').text(label, MARGIN, y, { width: 120 });
    doc.font('Helvetica').text(`: ${value}`, 170, y, { width: 375 });
    doc.moveDown(0.2);
  }
  doc.moveDown(0.8);
}

function row(doc: Doc, cells: Record<keyof typeof COLUMNS, string>, bold = false): void {
  const y = doc.y;
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
  let bottom = y;
  for (const [column, [x, width]] of Object.entries(COLUMNS)) {
    const right = column === 'quantity' || column === 'price' || column === 'amount';
    doc.text(cells[column as keyof typeof COLUMNS], x, y, { width, align: right ? 'right' : 'left' });
    bottom = Math.max(bottom, doc.y);
  }
  doc.y = bottom + 4;
}

function rule(doc: Doc): void {
  doc.moveTo(MARGIN, doc.y).lineTo(545, doc.y).lineWidth(0.5).strokeColor('#999999').stroke();
  doc.y += 4;
}

function sum(doc: Doc, label: string, value: string, bold = false): void {
  const y = doc.y;
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
  doc.text(label, 205, y, { width: 240, align: 'right' });
  doc.text(value, COLUMNS.amount[0], y, { width: COLUMNS.amount[1], align: 'right' });
  doc.moveDown(0.3);
}

function lines(doc: Doc, kind: DocumentKind, subject: Subject): void {
  row(doc, { no: 'No', name: 'Uraian', quantity: 'Jml', price: 'Harga Satuan', amount: 'Jumlah' }, true);
  rule(doc);
  subject.view.lines.forEach((line, index) =>
    row(doc, {
      no: String(index + 1),
      name: line.name,
      quantity: String(line.quantity),
      price: formatRupiah(line.price),
      amount: formatRupiah(line.price * line.quantity),
    }),
  );
  rule(doc);
  const { shipping, total } = subject.view;
  sum(doc, 'Subtotal', formatRupiah(total - (shipping ?? 0)));
  // Not yet known on a quote: said in the label, which has the room; the amount column fits only a sum.
  if (shipping === null) sum(doc, 'Ongkos kirim (dihitung saat checkout)', '–');
  else sum(doc, subject.courier ? `Ongkos kirim (${subject.courier})` : 'Ongkos kirim', formatRupiah(shipping));
  sum(doc, kind === 'invoice' ? 'Total dibayar' : 'Total', formatRupiah(total), true);
  doc.moveDown(1);
}

function specification(doc: Doc, subject: Subject): void {
  const request = subject.view.request;
  if (!request) return;
  doc.font('Helvetica-Bold').fontSize(11).text(`Spesifikasi ${request.name}`, MARGIN);
  doc.moveDown(0.3);
  doc.fontSize(9);
  for (const { label, value } of request.specification) {
    const y = doc.y;
    doc.font('Helvetica').text(label, MARGIN, y, { width: 180 });
    doc.text(`: ${value}`, 235, y, { width: 310 });
  }
  doc.moveDown(1);
}

function closing(doc: Doc, kind: DocumentKind, subject: Subject): void {
  const valid = subject.validUntil ? longDate.format(subject.validUntil) : '';
  const note = {
    penawaran: `Harga ini berlaku sampai ${valid}. Ongkos kirim dihitung saat checkout sesuai kurir yang dipilih.`,
    proforma: `Mohon lakukan pembayaran sebelum ${valid}; setelah itu pesanan dibatalkan otomatis. Proforma ini bukan bukti pembayaran.`,
    invoice: 'Pembayaran telah kami terima. Terima kasih.',
  }[kind];
  doc.font('Helvetica').fontSize(10).text(note, MARGIN, doc.y, { width: 495 });
  doc.moveDown(0.5);
  doc.fontSize(8).fillColor('#555555').text('Dokumen ini dibuat otomatis oleh sistem dan sah tanpa tanda tangan.', { width: 495 });
}

/** A quote, proforma or invoice as an A4 PDF, in Indonesian, with the centre's letterhead. */
export function renderDocument(kind: DocumentKind, subject: Subject): Promise<Buffer> {
  const number = documentNumber(kind, subject);
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: `${DOCUMENT_TITLES[kind]} ${number}`, Author: SHOP_CENTRE.name } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  letterhead(doc);
  doc.font('Helvetica-Bold').fontSize(16).text(DOCUMENT_TITLES[kind].toUpperCase(), MARGIN, doc.y, { align: 'center', width: 495 });
  doc.moveDown(0.8);
  facts(doc, [
    ['Nomor', number],
    ['Tanggal', longDate.format(subject.issuedAt)],
    ...(subject.validUntil && kind !== 'invoice' ? [['Berlaku sampai', longDate.format(subject.validUntil)] as [string, string]] : []),
    ['Pemesan', subject.buyer],
    [subject.view.kind === 'order' ? 'Pesanan' : 'Request', subject.view.title],
    ...(kind === 'invoice' ? [['Status', 'LUNAS'] as [string, string]] : []),
  ]);
  lines(doc, kind, subject);
  specification(doc, subject);
  closing(doc, kind, subject);
  doc.end();
  return done;
}
