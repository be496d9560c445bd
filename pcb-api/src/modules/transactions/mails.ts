import { orderNumber } from '@pcb/contract/domain';
import type { Executor } from '../../db/database';
import { escapeHtml } from '../../lib/html';
import { mailOutbox, type MailMessage } from '../mail/repository';
import { userRepository } from '../accounts/repository';
import type { RequestRecord } from '../custom-requests/repository';

const rupiah = (amount: number) => `Rp. ${amount.toLocaleString('id-ID')}`;

function message(to: string, subject: string, paragraphs: string[]): MailMessage {
  return {
    to,
    subject,
    text: paragraphs.join('\n\n'),
    html: paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join(''),
  };
}

export interface OrderMailFacts {
  to: string;
  name: string;
  orderId: string;
  total: number;
  publicUrl: string;
}

export const orderPaidMail = ({ to, name, orderId, total, publicUrl }: OrderMailFacts) =>
  message(to, 'Pembayaran pesanan diterima', [
    `Halo ${name},`,
    `Pembayaran pesanan ${orderNumber(orderId)} sebesar ${rupiah(total)} telah kami terima. Pesanan Anda segera kami proses.`,
    `Lihat pesanan Anda: ${publicUrl}/transaksi`,
  ]);

export const orderShippedMail = ({ to, name, orderId, publicUrl }: OrderMailFacts, courier: string, resi: string) =>
  message(to, 'Pesanan Anda telah dikirim', [
    `Halo ${name},`,
    `Pesanan ${orderNumber(orderId)} telah dikirim dengan ${courier.toUpperCase()}. Nomor resi: ${resi}`,
    `Setelah paket diterima, konfirmasi di ${publicUrl}/transaksi`,
  ]);

/** The shop's custom cart, where the buyer orders, answers price changes or copies a rejected request. */
const customCartUrl = (publicUrl: string) => `${publicUrl}/keranjang/costom-product`;

const signed = (amount: number) => `${amount < 0 ? '−' : '+'}${rupiah(Math.abs(amount))}`;

/** Names each change the admin made to the price the buyer saw, and asks the buyer to answer them. */
function priceChangeParagraphs(record: RequestRecord): string[] {
  if (record.price_changes.length === 0) return ['Anda sudah dapat memesannya.'];
  return [
    `Admin mengubah harga yang Anda lihat (${rupiah(Math.round(Number(record.total_cost)))}):`,
    ...record.price_changes.map((change) => `${change.reason}: ${signed(change.amount)}`),
    'Setujui atau tolak perubahan harga ini di keranjang custom sebelum memesan.',
  ];
}

const requestApprovedMail = (to: string, name: string, record: RequestRecord, publicUrl: string) =>
  message(to, 'Request custom Anda disetujui', [
    `Halo ${name},`,
    `${record.name} Anda telah disetujui admin dengan total biaya ${rupiah(record.final_cost ?? Number(record.total_cost))}.`,
    ...priceChangeParagraphs(record),
    `Buka keranjang custom Anda: ${customCartUrl(publicUrl)}`,
  ]);

const requestRejectedMail = (to: string, name: string, requestName: string, reason: string, publicUrl: string) =>
  message(to, 'Request custom Anda ditolak', [
    `Halo ${name},`,
    `${requestName} Anda ditolak admin dengan alasan: ${reason}`,
    `Buka keranjang custom Anda: ${customCartUrl(publicUrl)}`,
  ]);

/** Queues the mail to the owner of a request the admin has just approved or rejected, in that transaction. */
export function reviewMailer(publicUrl: string) {
  return async (tx: Executor, record: RequestRecord): Promise<void> => {
    const owner = await userRepository(tx).findById(record.id_user);
    if (!owner) return;
    const name = owner.name ?? owner.username;
    const outbox = mailOutbox(tx);
    // A request declined back to draft is reviewed again: each review is its own mail.
    const key = `request:${record._id}:${record.status}:${new Date(record.updatedAt).getTime()}`;
    if (record.status === 'disetujui') await outbox.enqueue(key, requestApprovedMail(owner.email, name, record, publicUrl));
    if (record.status === 'ditolak-admin')
      await outbox.enqueue(key, requestRejectedMail(owner.email, name, record.name, record.reject_reason ?? '', publicUrl));
  };
}
