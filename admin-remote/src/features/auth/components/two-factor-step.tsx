import { Alert, Button, describeFailure, Heading, Text, useMutation, useSession, useSignOut } from '@pcb/shared-ui';
import { Form, TextField, useForm } from '@pcb/shared-ui/forms';
import { paths } from '../../../lib/paths';
import { verifyTwoFactor } from '../api';
import { VERIFY_FAILURE } from '../texts';

/** The admin sign-in's second step: a code from the authenticator app, or a recovery code. */
export function TwoFactorStep() {
  const form = useForm<{ code: string }>({ defaultValues: { code: '' } });
  const cancel = useSignOut('admin', paths.login);
  const verify = useMutation({
    mutationFn: ({ code }: { code: string }) => verifyTwoFactor(code.trim()),
    onSuccess: (answer) => useSession.getState().signedIn({ admin: answer.admin }),
  });
  return (
    <Form form={form} onSubmit={(values) => verify.mutate(values)} label="Verifikasi Dua Langkah">
      <Heading as="h1" size="xl" textAlign="center">
        Verifikasi Dua Langkah
      </Heading>
      <Text>Masukkan 6 digit kode dari aplikasi autentikator Anda, atau salah satu kode pemulihan.</Text>
      {verify.isError && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{describeFailure(verify.error, VERIFY_FAILURE)}</Alert.Title>
        </Alert.Root>
      )}
      <TextField name="code" label="Kode verifikasi" autoComplete="one-time-code" autoFocus required />
      <Button type="submit" loading={verify.isPending}>
        Verifikasi
      </Button>
      <Button variant="outline" onClick={() => void cancel()}>
        Batal
      </Button>
    </Form>
  );
}
