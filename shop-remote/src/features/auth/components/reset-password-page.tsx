import { Button, useParams } from '@pcb/shared-ui';
import { useState } from 'react';
import { usePageTitle } from '../../../app/page-title';
import { paths } from '../../../app/paths';
import { resetPassword } from '../api';
import { useFormAction } from '../hooks/use-form-action';
import { AuthCard } from './auth-card';
import { PasswordInput } from './password-input';

export const RESET_TEXTS = {
  required: 'Semua field harus diisi!',
  mismatch: 'Password tidak cocok!',
  success: 'Password berhasil diubah!',
};

/** Reached from the link in the reset e-mail: `/reset-password/{token}`. */
export function ResetPasswordPage() {
  usePageTitle('Reset Password');
  const { token = '' } = useParams();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const { pending, run, finish } = useFormAction();

  function submit() {
    const problem = !password || !confirmation ? RESET_TEXTS.required : password !== confirmation ? RESET_TEXTS.mismatch : undefined;
    void run(problem, async () => {
      await resetPassword(token, password);
      finish(RESET_TEXTS.success, paths.login);
    });
  }

  return (
    <AuthCard
      title="Reset Password"
      onSubmit={submit}
      links={[{ label: 'Back to Login', to: paths.login }]}
    >
      <PasswordInput label="Password Baru" autoComplete="new-password" value={password} onChange={setPassword} />
      <PasswordInput label="Konfirmasi Password" autoComplete="new-password" value={confirmation} onChange={setConfirmation} />
      <Button type="submit" loading={pending} width="100%">
        Simpan Password
      </Button>
    </AuthCard>
  );
}
