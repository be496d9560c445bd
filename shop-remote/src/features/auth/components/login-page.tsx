import {
  ApiError,
  Button,
  DEFAULT_ERROR_TEXT,
  describeFailure,
  genericFailure,
  Link,
  Navigate,
  PageTitle,
  RouterLink,
  SessionEndedBanner,
  Stack,
  useActionMutation,
  useReturnPath,
  useSession,
} from '@pcb/shared-ui';
import { allFilled, Form, PasswordField, TextField, useForm } from '@pcb/shared-ui/forms';
import { paths } from '../../../lib/paths';
import { login, type Credentials } from '../api';
import { LOGIN_TEXTS } from '../texts';
import { AUTH_LINKS, AuthCard } from './auth-card';

/** `/login`: signs the buyer in and goes back to the page that sent them here (`?next=`, same-site only), else home. */
export function LoginPage() {
  const returnTo = useReturnPath(paths.home);
  // Once signed in (just now, or already when the page opened), the login page goes on.
  const signedIn = useSession((s) => s.checked && s.user !== null);
  const form = useForm<Credentials>({ defaultValues: { email: '', password: '' } });
  const signIn = useActionMutation({
    surface: 'shop',
    check: allFilled<Credentials>(['email', 'password'], LOGIN_TEXTS.required),
    action: async (credentials: Credentials) => {
      const answer = await login(credentials);
      if (!answer?.user) throw new Error(LOGIN_TEXTS.noToken);
      return answer.user;
    },
    success: LOGIN_TEXTS.success,
    // The only failure that is not an answer's is the missing token.
    failure: (error) => (error instanceof ApiError ? describeFailure(error, genericFailure(DEFAULT_ERROR_TEXT)) : LOGIN_TEXTS.noToken),
    onSuccess: (user) => useSession.getState().signedIn({ user }),
  });

  if (signedIn) return <Navigate to={returnTo} replace />;

  return (
    <AuthCard title="Login" links={[AUTH_LINKS.home, AUTH_LINKS.register]}>
      <PageTitle page="Login" />
      <Form form={form} onSubmit={signIn.submit} label="Login">
        <SessionEndedBanner role="user" />
        <TextField name="email" label="Email" type="email" autoComplete="email" />
        <PasswordField name="password" label="Password" autoComplete="current-password" />
        <Stack direction="row" justify="space-between" wrap="wrap">
          <Link asChild fontSize="sm" color="brand.fg">
            <RouterLink to={paths.resendVerification}>Kirim ulang verifikasi</RouterLink>
          </Link>
          <Link asChild fontSize="sm" color="brand.fg">
            <RouterLink to={paths.forgotPassword}>Forgot Password</RouterLink>
          </Link>
        </Stack>
        <Button type="submit" loading={signIn.isPending} width="100%">
          Login
        </Button>
      </Form>
    </AuthCard>
  );
}
