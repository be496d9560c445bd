import { adminToast, ApiError, Button, describeFailure, PageHeader, useSignOut, validationMessages, type FailureTable } from '@pcb/shared-ui';
import { firstProblem, Form, PasswordField, sameValues, useForm } from '@pcb/shared-ui/forms';
import { paths } from '../../../app/paths';
import { useAdminAction } from '../../../lib/use-admin-action';
import { usePageTitle } from '../../../lib/use-page-title';
import { changeAdminPassword } from '../api';

export const ADMIN_PASSWORD_TEXTS = {
  mismatch: 'Password baru dan konfirmasi password tidak cocok!',
  success: 'Password berhasil di ubah, silahkan login kembali!',
  unexpected: 'Terjadi kesalahan.',
};

/** Spec §8: the response's message, else `Gagal mengubah password.`; no answer has its own text. */
const ANSWERED_FAILURE: FailureTable = { network: 'Tidak ada response dari server.', serverMessage: true, fallback: 'Gagal mengubah password.' };

/** A server errors list shows each `msg` as its own toast; any other failure one text. */
function passwordFailure(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return ADMIN_PASSWORD_TEXTS.unexpected;
  const messages = validationMessages(error.body);
  if (messages.length === 0) return describeFailure(error, ANSWERED_FAILURE);
  messages.forEach((title) => void adminToast({ type: 'error', title }));
  return undefined;
}

type PasswordChange = { oldPassword: string; newPassword: string; confirmation: string };

const RULES = [sameValues<PasswordChange>('newPassword', 'confirmation', ADMIN_PASSWORD_TEXTS.mismatch)];

/** `/admin/reset-password`: a changed password ends the admin's session (the buyer's stays). */
export function ResetPasswordPage() {
  usePageTitle('Reset Password');
  const signOut = useSignOut('admin', paths.login);
  const form = useForm<PasswordChange>({ defaultValues: { oldPassword: '', newPassword: '', confirmation: '' } });
  const save = useAdminAction({
    check: (values: PasswordChange) => firstProblem(values, RULES),
    action: ({ oldPassword, newPassword }: PasswordChange) => changeAdminPassword(oldPassword, newPassword),
    success: ADMIN_PASSWORD_TEXTS.success,
    failure: passwordFailure,
    onSuccess: () => void signOut(),
  });

  return (
    <>
      <PageHeader title="Reset Password" />
      <Form form={form} onSubmit={save.submit} label="Reset Password" maxW="400px">
        <PasswordField name="oldPassword" label="Password Lama" autoComplete="current-password" required />
        <PasswordField name="newPassword" label="Password Baru" autoComplete="new-password" required />
        <PasswordField name="confirmation" label="Konfirmasi Password Baru" autoComplete="new-password" required />
        <Button type="submit" loading={save.isPending}>
          Ubah Password
        </Button>
      </Form>
    </>
  );
}
