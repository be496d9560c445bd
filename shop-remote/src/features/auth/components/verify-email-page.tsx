import { Alert, Button, Loading, PageTitle, RouterLink, useMutation, useParams } from '@pcb/shared-ui';
import { useEffect } from 'react';
import { paths } from '../../../lib/paths';
import { verifyEmail } from '../api';
import { VERIFY_TEXTS } from '../texts';
import { AUTH_LINKS, AuthCard } from './auth-card';

/** Tokens already sent: the link is single-use, so a second mount (React's development double run) must not spend it twice. */
const sent = new Map<string, Promise<unknown>>();
const verifyOnce = (token: string) => {
  if (!sent.has(token)) sent.set(token, verifyEmail(token));
  return sent.get(token) as Promise<unknown>;
};

/** Reached from the link in the verification e-mail: `/register/verify/{token}`. It makes the call and says how it went. */
export function VerifyEmailPage() {
  const { token = '' } = useParams();
  const verify = useMutation({ mutationFn: verifyOnce });
  const { mutate } = verify;
  useEffect(() => mutate(token), [mutate, token]);

  return (
    <AuthCard title="Verifikasi Email" links={[AUTH_LINKS.home]}>
      <PageTitle page="Verifikasi Email" />
      {verify.isSuccess || verify.isError ? (
        <>
          <Alert.Root status={verify.isSuccess ? 'success' : 'error'} role={verify.isSuccess ? 'status' : 'alert'}>
            <Alert.Indicator />
            <Alert.Title>{verify.isSuccess ? VERIFY_TEXTS.verified : VERIFY_TEXTS.failed}</Alert.Title>
          </Alert.Root>
          <Button asChild width="100%">
            <RouterLink to={paths.login}>Login</RouterLink>
          </Button>
          {verify.isError && (
            <Button asChild width="100%" variant="outline">
              <RouterLink to={paths.resendVerification}>Kirim ulang verifikasi</RouterLink>
            </Button>
          )}
        </>
      ) : (
        <Loading label={VERIFY_TEXTS.checking} />
      )}
    </AuthCard>
  );
}
