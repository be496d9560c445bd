import { Alert, ApiError, Box, Button, Field, Heading, Input, Stack, useNavigate, useSession } from '@pcb/shared-ui';
import { useEffect, useState, type FormEvent } from 'react';
import { paths } from '../../../app/paths';
import { LOGIN_FAILED_TEXT, loginAdmin } from '../api';

/** The one-time session-ended message, taken once the first session check has answered. */
function useSessionMessage(): string | undefined {
  const checked = useSession((s) => s.checked);
  const [message, setMessage] = useState<string>();
  useEffect(() => {
    if (!checked) return;
    const text = useSession.getState().takeMessage('admin');
    if (text) setMessage(text);
  }, [checked]);
  return message;
}

export function AdminLoginPage() {
  const navigate = useNavigate();
  const sessionMessage = useSessionMessage();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);

  useEffect(() => {
    document.title = 'Admin | Login';
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitting(true);
    setError(undefined);
    try {
      const answer = await loginAdmin({ email, password });
      useSession.getState().signedIn({ admin: answer.admin });
      navigate(paths.dashboard);
    } catch (cause) {
      setError(cause instanceof ApiError ? cause.message : LOGIN_FAILED_TEXT);
      setSubmitting(false);
    }
  }

  return (
    <Box as="main" minH="100vh" display="flex" alignItems="center" justifyContent="center" p="4">
      <Box as="form" onSubmit={submit} width="full" maxW="400px" p="6" borderWidth="1px" borderRadius="lg">
        <Stack gap="4">
          <Heading size="xl" textAlign="center">
            Admin Login
          </Heading>
          {sessionMessage && (
            <Alert.Root status="warning">
              <Alert.Indicator />
              <Alert.Title>{sessionMessage}</Alert.Title>
            </Alert.Root>
          )}
          {error && (
            <Alert.Root status="error">
              <Alert.Indicator />
              <Alert.Title>{error}</Alert.Title>
            </Alert.Root>
          )}
          <Field.Root required>
            <Field.Label>Email</Field.Label>
            <Input type="email" autoComplete="username" value={email} onChange={(e) => setEmail(e.target.value)} />
          </Field.Root>
          <Field.Root required>
            <Field.Label>Password</Field.Label>
            <Input
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </Field.Root>
          <Button type="submit" loading={submitting}>
            Login
          </Button>
          <Button variant="outline" onClick={() => navigate(paths.home)}>
            Back to Home
          </Button>
        </Stack>
      </Box>
    </Box>
  );
}
