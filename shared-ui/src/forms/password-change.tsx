import { Button } from '@chakra-ui/react';
import { useForm } from 'react-hook-form';
import type { FailureTable } from '../core/failure/describe-failure';
import { PageHeader } from '../views/page-header';
import { Form, PasswordField } from './fields';
import { firstProblem, sameValues } from './validators';

export type PasswordChange = { oldPassword: string; newPassword: string; confirmation: string };

/** The spec's texts for a password change, the buyer's (§8) and the admin's alike. */
export const PASSWORD_CHANGE_TEXTS = {
  mismatch: 'Password baru dan konfirmasi password tidak cocok!',
  success: 'Password berhasil di ubah, silahkan login kembali!',
  unexpected: 'Terjadi kesalahan.',
};

/** The server's message, else `Gagal mengubah password.`; no answer has its own text. */
export const PASSWORD_CHANGE_FAILURE: FailureTable = { network: 'Tidak ada response dari server.', serverMessage: true, fallback: 'Gagal mengubah password.' };

const RULES = [sameValues<PasswordChange>('newPassword', 'confirmation', PASSWORD_CHANGE_TEXTS.mismatch)];

export const passwordChangeProblem = (values: PasswordChange) => firstProblem(values, RULES);

/** Old, new and confirmation, each with show/hide (`/change-password`, `/admin/reset-password`). */
export function PasswordChangeForm({ title, pending, onSubmit }: { title: string; pending: boolean; onSubmit(values: PasswordChange): unknown }) {
  const form = useForm<PasswordChange>({ defaultValues: { oldPassword: '', newPassword: '', confirmation: '' } });
  return (
    <>
      <PageHeader title={title} />
      <Form form={form} onSubmit={onSubmit} label={title} maxW="400px">
        <PasswordField name="oldPassword" label="Password Lama" autoComplete="current-password" required />
        <PasswordField name="newPassword" label="Password Baru" autoComplete="new-password" required />
        <PasswordField name="confirmation" label="Konfirmasi Password Baru" autoComplete="new-password" required />
        <Button type="submit" loading={pending}>
          Ubah Password
        </Button>
      </Form>
    </>
  );
}
