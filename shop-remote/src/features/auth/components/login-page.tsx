import { Alert, Button, Link, RouterLink, Stack, useSession } from '@pcb/shared-ui';
import { useEffect, useState } from 'react';
import { usePageTitle } from '../../../app/page-title';
import { paths } from '../../../app/paths';
import { login } from '../api';
import { useFormAction } from '../hooks/use-form-action';
import { AuthCard } from './auth-card';
import { PasswordInput } from './password-input';
import { TextField } from './text-field';

export const LOGIN_TEXTS = {
  required: 'Email and password are required',
  success: 'Login successful',
  noToken: 'Failed to login. No token received.',
};

/** The session-ended message the BFF handed over, shown once: taking it clears it. */
function useSessionEndedBanner() {
  const pending = useSession((s) => s.message.user);
  const [banner, setBanner] = useState<string>();
  useEffect(() => {
    const text = useSession.getState().takeMessage('user');
    if (text) setBanner(text);
  }, [pending]);
  return banner;
}

export function LoginPage() {
  usePageTitle('Login');
  const banner = useSessionEndedBanner();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { pending, run, finish } = useFormAction();

  function submit() {
    void run(!email || !password ? LOGIN_TEXTS.required : undefined, async () => {
      const answer = await login({ email, password });
      if (!answer?.user) throw new Error(LOGIN_TEXTS.noToken);
      useSession.getState().signedIn({ user: answer.user });
      finish(LOGIN_TEXTS.success, paths.home);
    });
  }

  return (
    <AuthCard
      title="Login"
      onSubmit={submit}
      links={[
        { label: 'Home', to: paths.home },
        { label: 'Register', to: paths.register },
      ]}
    >
      {banner && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{banner}</Alert.Title>
        </Alert.Root>
      )}
      <TextField label="Email" type="email" autoComplete="email" value={email} onChange={setEmail} />
      <PasswordInput label="Password" autoComplete="current-password" value={password} onChange={setPassword} />
      <Stack align="end">
        <Link asChild fontSize="sm" color="brand.fg">
          <RouterLink to={paths.forgotPassword}>Forgot Password</RouterLink>
        </Link>
      </Stack>
      <Button type="submit" loading={pending} width="100%">
        Login
      </Button>
    </AuthCard>
  );
}
