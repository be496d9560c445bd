import { resendVerification } from '../api';
import { RESEND_TEXTS } from '../texts';
import { EmailLinkRequest } from './email-link-request';

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
