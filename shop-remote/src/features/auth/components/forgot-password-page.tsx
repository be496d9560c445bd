import { Button, Text } from '@pcb/shared-ui';
import { useState } from 'react';
import { usePageTitle } from '../../../app/page-title';
import { paths } from '../../../app/paths';
import { forgotPassword } from '../api';
import { useFormAction } from '../hooks/use-form-action';
import { AuthCard } from './auth-card';
import { TextField } from './text-field';

export const FORGOT_TEXTS = {
  required: 'Email tidak boleh kosong!',
  sent: 'Link reset password telah dikirim ke email Anda.',
};

export function ForgotPasswordPage() {
  usePageTitle('Forgot Password');
  const [email, setEmail] = useState('');
  const { pending, run, finish } = useFormAction();

  function submit() {
    void run(email.trim() ? undefined : FORGOT_TEXTS.required, async () => {
      await forgotPassword(email.trim());
      finish(FORGOT_TEXTS.sent, paths.login);
    });
  }

  return (
    <AuthCard
      title="Forgot Password"
      onSubmit={submit}
      links={[{ label: 'Back to Login', to: paths.login }]}
    >
      <Text color="fg.muted" fontSize="sm">
        Masukkan email akun Anda. Kami akan mengirimkan link untuk mengatur ulang password.
      </Text>
      <TextField label="Email" type="email" autoComplete="email" value={email} onChange={setEmail} />
      <Button type="submit" loading={pending} width="100%">
        Kirim Link Reset
      </Button>
    </AuthCard>
  );
}
