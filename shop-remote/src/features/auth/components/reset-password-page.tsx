import { Button, DEFAULT_ERROR_TEXT, genericFailure, PageTitle, useActionMutation, useNavigate, useParams } from '@pcb/shared-ui';
import { allFilled, firstProblem, Form, PasswordField, sameValues, useForm } from '@pcb/shared-ui/forms';
import { paths } from '../../../lib/paths';
import { resetPassword } from '../api';
import { RESET_TEXTS } from '../texts';
import { AUTH_LINKS, AuthCard } from './auth-card';

type NewPassword = { password: string; confirmation: string };

const RULES = [
  allFilled<NewPassword>(['password', 'confirmation'], RESET_TEXTS.required),
  sameValues<NewPassword>('password', 'confirmation', RESET_TEXTS.mismatch),
];

/** Reached from the link in the reset e-mail: `/reset-password/{token}`. */
export function ResetPasswordPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const form = useForm<NewPassword>({ defaultValues: { password: '', confirmation: '' } });
  const save = useActionMutation({
    surface: 'shop',
    check: (values: NewPassword) => firstProblem(values, RULES),
    action: ({ password }: NewPassword) => resetPassword(token, password),
    success: RESET_TEXTS.success,
    failure: genericFailure(DEFAULT_ERROR_TEXT),
    onSuccess: () => navigate(paths.login),
  });

  return (
    <AuthCard title="Reset Password" links={[AUTH_LINKS.backToLogin]}>
      <PageTitle page="Reset Password" />
      <Form form={form} onSubmit={save.submit} label="Reset Password">
        <PasswordField name="password" label="Password Baru" autoComplete="new-password" />
        <PasswordField name="confirmation" label="Konfirmasi Password" autoComplete="new-password" />
        <Button type="submit" loading={save.isPending} width="100%">
          Simpan Password
        </Button>
      </Form>
    </AuthCard>
  );
}
