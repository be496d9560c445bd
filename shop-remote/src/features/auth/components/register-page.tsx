import { Button, DEFAULT_ERROR_TEXT, genericFailure, loginPathReturningTo, useActionMutation, useNavigate, useReturnPath } from '@pcb/shared-ui';
import { Form, PasswordField, TextField, useForm } from '@pcb/shared-ui/forms';
import { paths } from '../../../lib/paths';
import { register } from '../api';
import { REGISTER_SUCCESS_TEXT } from '../texts';
import { AUTH_LINKS, AuthCard } from './auth-card';

type Registration = { username: string; email: string; password: string };

/** The fields are marked required and the browser checks them; every other rule is the server's. */
export function RegisterPage() {
  // The spec gives this screen's title as it is, admin prefix included.
  const navigate = useNavigate();
  // A page that sent the visitor here to register (`?next=`, same-site only) is where the login goes after.
  const returnTo = useReturnPath('');
  const form = useForm<Registration>({ defaultValues: { username: '', email: '', password: '' } });
  const signUp = useActionMutation({
    surface: 'shop',
    action: async (registration: Registration) => {
      // The spec's success is 201 alone; any other answer that is not an error is not one either.
      if ((await register(registration)) !== 201) throw new Error('Registrasi tidak dikonfirmasi');
    },
    success: REGISTER_SUCCESS_TEXT,
    failure: genericFailure(DEFAULT_ERROR_TEXT),
    onSuccess: () => navigate(returnTo ? loginPathReturningTo(paths.login, returnTo) : paths.login),
  });

  return (
    <AuthCard title="Register" links={[AUTH_LINKS.home, AUTH_LINKS.backToLogin]}>
      <title>Admin | Register</title>
      <Form form={form} onSubmit={signUp.submit} label="Register" browserChecks>
        <TextField name="username" label="Username" autoComplete="username" required />
        <TextField name="email" label="Email" type="email" autoComplete="email" required />
        <PasswordField name="password" label="Password" autoComplete="new-password" required />
        <Button type="submit" loading={signUp.isPending} width="100%">
          Register
        </Button>
      </Form>
    </AuthCard>
  );
}
