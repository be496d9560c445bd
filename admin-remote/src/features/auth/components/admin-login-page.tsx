import {
  Alert,
  Box,
  Button,
  describeFailure,
  Heading,
  Navigate,
  SessionEndedBanner,
  useMutation,
  useNavigate,
  useReturnPath,
  useSession,
} from '@pcb/shared-ui';
import { Form, PasswordField, TextField, useForm } from '@pcb/shared-ui/forms';
import { paths } from '../../../lib/paths';
import { loginAdmin, type AdminCredentials } from '../api';
import { LOGIN_FAILURE } from '../texts';
import { TwoFactorStep } from './two-factor-step';

/** `/admin-login`: signs the admin in and goes back to the page that sent them here (`?next=`, same-site only), else the dashboard. */
export function AdminLoginPage() {
  const navigate = useNavigate();
  const returnTo = useReturnPath(paths.dashboard);
  // Once signed in (just now, or already when the page opened), the login page goes on; a password
  // given with two-factor sign-in on asks for the code first.
  const stage = useSession((s) => (!s.checked || s.admin === null ? 'signed-out' : (s.admin.stage ?? 'full')));
  const form = useForm<AdminCredentials>({ defaultValues: { email: '', password: '' } });
  const signIn = useMutation({
    mutationFn: loginAdmin,
    onSuccess: (answer) => useSession.getState().signedIn({ admin: answer.admin }),
  });

  if (stage === 'full' || stage === 'enrol') return <Navigate to={returnTo} replace />;

  return (
    <Box as="main" minH="100vh" display="flex" alignItems="center" justifyContent="center" p="4">
      <title>Admin | Login</title>
      <Box width="full" maxW="400px" p="6" borderWidth="1px" borderRadius="lg">
        {stage === 'two-factor' ? (
          <TwoFactorStep />
        ) : (
          <Form form={form} onSubmit={(credentials) => signIn.mutate(credentials)} label="Admin Login">
            <Heading as="h1" size="xl" textAlign="center">
              Admin Login
            </Heading>
            <SessionEndedBanner role="admin" />
            {signIn.isError && (
              <Alert.Root status="error">
                <Alert.Indicator />
                <Alert.Title>{describeFailure(signIn.error, LOGIN_FAILURE)}</Alert.Title>
              </Alert.Root>
            )}
            <TextField name="email" label="Email" type="email" autoComplete="username" required />
            <PasswordField name="password" label="Password" autoComplete="current-password" required />
            <Button type="submit" loading={signIn.isPending}>
              Login
            </Button>
            <Button variant="outline" onClick={() => navigate(paths.home)}>
              Back to Home
            </Button>
          </Form>
        )}
      </Box>
    </Box>
  );
}
