import { resendVerification } from '../api';
import { EmailLinkRequest } from './email-link-request';

export const RESEND_TEXTS = {
  title: 'Kirim Ulang Verifikasi',
  sent: 'Jika email terdaftar dan belum diverifikasi, tautan verifikasi baru telah dikirim.',
};

/** For a buyer whose verification link expired or never arrived; the answer does not tell whether the address has an account. */
export function ResendVerificationPage() {
  return (
    <EmailLinkRequest
      title={RESEND_TEXTS.title}
      intro="Masukkan email yang Anda daftarkan. Kami akan mengirimkan tautan verifikasi yang baru."
      submitLabel="Kirim Tautan Verifikasi"
      send={resendVerification}
      sent={RESEND_TEXTS.sent}
    />
  );
}
