import { ApiError, Button, PageHeader, describeFailure, useActionMutation, useSignOut, type FailureTable } from '@pcb/shared-ui';
import { Form, PasswordField, firstProblem, sameValues, useForm } from '@pcb/shared-ui/forms';
import { usePageTitle } from '../../../app/page-title';
import { paths } from '../../../app/paths';
import { changePassword } from '../api';

export const CHANGE_PASSWORD_TEXTS = {
  mismatch: 'Password baru dan konfirmasi password tidak cocok!',
  success: 'Password berhasil di ubah, silahkan login kembali!',
};

/** Spec §8: the server's message, else `Gagal mengubah password.`; no answer and anything else have their own texts. */
const CHANGE_PASSWORD_FAILURE: FailureTable = { network: 'Tidak ada response dari server.', serverMessage: true, fallback: 'Gagal mengubah password.' };
const UNEXPECTED = 'Terjadi kesalahan.';

type PasswordChange = { oldPassword: string; newPassword: string; confirmation: string };

const RULES = [sameValues<PasswordChange>('newPassword', 'confirmation', CHANGE_PASSWORD_TEXTS.mismatch)];

/** `/change-password`: a changed password ends the session; the buyer signs in again with it. */
export function ChangePasswordPage() {
  usePageTitle('Change Password');
  const signOut = useSignOut('user', paths.login);
  const form = useForm<PasswordChange>({ defaultValues: { oldPassword: '', newPassword: '', confirmation: '' } });
  const save = useActionMutation({
    surface: 'shop',
    check: (values: PasswordChange) => firstProblem(values, RULES),
    action: ({ oldPassword, newPassword }: PasswordChange) => changePassword(oldPassword, newPassword),
    success: CHANGE_PASSWORD_TEXTS.success,
    failure: (error) => (error instanceof ApiError ? describeFailure(error, CHANGE_PASSWORD_FAILURE) : UNEXPECTED),
    onSuccess: () => void signOut(),
  });

  return (
    <>
      <PageHeader title="Change Password" />
      <Form form={form} onSubmit={save.submit} label="Change Password" maxW="400px">
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
