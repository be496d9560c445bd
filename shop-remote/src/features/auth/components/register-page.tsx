import { Button } from '@pcb/shared-ui';
import { useState } from 'react';
import { useDocumentTitle } from '../../../app/page-title';
import { paths } from '../../../app/paths';
import { register } from '../api';
import { useFormAction } from '../hooks/use-form-action';
import { AuthCard } from './auth-card';
import { PasswordInput } from './password-input';
import { TextField } from './text-field';

export const REGISTER_SUCCESS_TEXT = 'Registrasi berhasil! Silakan cek inbox email Anda untuk verifikasi akun.';

/** The fields are marked required and the browser checks them; every other rule is the server's. */
export function RegisterPage() {
  // The spec gives this screen's title as it is, admin prefix included.
  useDocumentTitle('Admin | Register');
  const [form, setForm] = useState({ username: '', email: '', password: '' });
  const { pending, run, finish } = useFormAction();
  const field = (name: keyof typeof form) => ({ value: form[name], onChange: (value: string) => setForm((f) => ({ ...f, [name]: value })) });

  function submit() {
    void run(undefined, async () => {
      await register(form);
      finish(REGISTER_SUCCESS_TEXT, paths.login);
    });
  }

  return (
    <AuthCard
      title="Register"
      onSubmit={submit}
      links={[
        { label: 'Home', to: paths.home },
        { label: 'Back to Login', to: paths.login },
      ]}
    >
      <TextField label="Username" autoComplete="username" required {...field('username')} />
      <TextField label="Email" type="email" autoComplete="email" required {...field('email')} />
      <PasswordInput label="Password" autoComplete="new-password" required {...field('password')} />
      <Button type="submit" loading={pending} width="100%">
        Register
      </Button>
    </AuthCard>
  );
}
