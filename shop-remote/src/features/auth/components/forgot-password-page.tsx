import { Button, DEFAULT_ERROR_TEXT, genericFailure, Text, useActionMutation, useNavigate } from '@pcb/shared-ui';
import { allFilled, Form, TextField, useForm } from '@pcb/shared-ui/forms';
import { usePageTitle } from '../../../app/page-title';
import { paths } from '../../../app/paths';
import { forgotPassword } from '../api';
import { AuthCard } from './auth-card';

export const FORGOT_TEXTS = {
  required: 'Email tidak boleh kosong!',
  sent: 'Link reset password telah dikirim ke email Anda.',
};

type Request = { email: string };

export function ForgotPasswordPage() {
  usePageTitle('Forgot Password');
  const navigate = useNavigate();
  const form = useForm<Request>({ defaultValues: { email: '' } });
  const send = useActionMutation({
    surface: 'shop',
    check: allFilled<Request>(['email'], FORGOT_TEXTS.required),
    action: ({ email }: Request) => forgotPassword(email.trim()),
    success: FORGOT_TEXTS.sent,
    failure: genericFailure(DEFAULT_ERROR_TEXT),
    onSuccess: () => navigate(paths.login),
  });

  return (
    <AuthCard title="Forgot Password" links={[{ label: 'Back to Login', to: paths.login }]}>
      <Form form={form} onSubmit={send.submit} label="Forgot Password">
        <Text color="fg.muted" fontSize="sm">
          Masukkan email akun Anda. Kami akan mengirimkan link untuk mengatur ulang password.
        </Text>
        <TextField name="email" label="Email" type="email" autoComplete="email" />
        <Button type="submit" loading={send.isPending} width="100%">
          Kirim Link Reset
        </Button>
      </Form>
    </AuthCard>
  );
}
