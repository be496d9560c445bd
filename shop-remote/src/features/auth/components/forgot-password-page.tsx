import { forgotPassword } from '../api';
import { EMAIL_REQUIRED, EmailLinkRequest } from './email-link-request';

export const FORGOT_TEXTS = {
  required: EMAIL_REQUIRED,
  sent: 'Link reset password telah dikirim ke email Anda.',
};

export function ForgotPasswordPage() {
  return (
    <EmailLinkRequest
      title="Forgot Password"
      intro="Masukkan email akun Anda. Kami akan mengirimkan link untuk mengatur ulang password."
      submitLabel="Kirim Link Reset"
      send={forgotPassword}
      sent={FORGOT_TEXTS.sent}
    />
  );
}
