import { ApiError, describeFailure, PageTitle, useActionMutation, useSignOut } from '@pcb/shared-ui';
import { PASSWORD_CHANGE_FAILURE, PASSWORD_CHANGE_TEXTS, PasswordChangeForm, passwordChangeProblem, type PasswordChange } from '@pcb/shared-ui/forms';
import { paths } from '../../../lib/paths';
import { changePassword } from '../api';

/** `/change-password`: a changed password ends the session; the buyer signs in again with it. */
export function ChangePasswordPage() {
  const signOut = useSignOut('user', paths.login);
  const save = useActionMutation({
    surface: 'shop',
    check: passwordChangeProblem,
    action: ({ oldPassword, newPassword }: PasswordChange) => changePassword(oldPassword, newPassword),
    success: PASSWORD_CHANGE_TEXTS.success,
    failure: (error) => (error instanceof ApiError ? describeFailure(error, PASSWORD_CHANGE_FAILURE) : PASSWORD_CHANGE_TEXTS.unexpected),
    onSuccess: () => void signOut(),
  });
  return (
    <>
      <PageTitle page="Change Password" />
      <PasswordChangeForm title="Change Password" pending={save.isPending} onSubmit={save.submit} />
    </>
  );
}
