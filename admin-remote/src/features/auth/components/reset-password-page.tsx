import { adminToast, ApiError, describeFailure, PageTitle, useSignOut, validationMessages } from '@pcb/shared-ui';
import { PASSWORD_CHANGE_FAILURE, PASSWORD_CHANGE_TEXTS, PasswordChangeForm, passwordChangeProblem, type PasswordChange } from '@pcb/shared-ui/forms';
import { paths } from '../../../lib/paths';
import { useAdminAction } from '../../../lib/use-admin-action';
import { changeAdminPassword } from '../api';

/** The admin's errors list shows each `msg` as its own toast; any other failure one text. */
function passwordFailure(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return PASSWORD_CHANGE_TEXTS.unexpected;
  const messages = validationMessages(error.body);
  if (messages.length === 0) return describeFailure(error, PASSWORD_CHANGE_FAILURE);
  messages.forEach((title) => void adminToast({ type: 'error', title }));
  return undefined;
}

/** `/admin/reset-password`: a changed password ends the admin's session (the buyer's stays). */
export function ResetPasswordPage() {
  const signOut = useSignOut('admin', paths.login);
  const save = useAdminAction({
    check: passwordChangeProblem,
    action: ({ oldPassword, newPassword }: PasswordChange) => changeAdminPassword(oldPassword, newPassword),
    success: PASSWORD_CHANGE_TEXTS.success,
    failure: passwordFailure,
    onSuccess: () => void signOut(),
  });
  return (
    <>
      <PageTitle page="Reset Password" />
      <PasswordChangeForm title="Reset Password" pending={save.isPending} onSubmit={save.submit} />
    </>
  );
}
