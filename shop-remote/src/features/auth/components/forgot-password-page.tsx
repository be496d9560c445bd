import { forgotPassword } from '../api';
import { FORGOT_TEXTS } from '../texts';
import { EmailLinkRequest } from './email-link-request';

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
