import { useState } from 'react';
import { Alert, AsyncContent, Box, Button, Heading, Stack, Text, scopedKey, useActionMutation, useQuery, useSession } from '@pcb/shared-ui';
import { Form, TextField, useForm } from '@pcb/shared-ui/forms';
import type { TwoFactorSetup } from '@pcb/contract';
import { disableTwoFactor, enableTwoFactor, startTwoFactor, twoFactorStatus } from '../api';

const FAILURE = { serverMessage: true, network: 'Tidak ada response dari server.', fallback: 'Terjadi kesalahan.' };
const STATUS_KEY = scopedKey('admin', 'two-factor');

/** The QR code as the server drew it (an SVG document), shown as an image: CSP allows data: images. */
const qrSource = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

function Enrolment({ setup, onEnabled }: { setup: TwoFactorSetup; onEnabled(codes: string[]): void }) {
  const form = useForm<{ code: string }>({ defaultValues: { code: '' } });
  const enable = useActionMutation({
    surface: 'admin',
    action: ({ code }: { code: string }) => enableTwoFactor(code.trim()),
    success: (answer) => answer.message,
    failure: FAILURE,
    invalidates: [STATUS_KEY],
    onSuccess: (answer) => {
      useSession.getState().signedIn({ admin: answer.admin });
      onEnabled(answer.recoveryCodes);
    },
  });
  return (
    <Form form={form} onSubmit={enable.submit} label="Aktifkan verifikasi dua langkah">
      <Text>1. Pindai kode QR ini dengan aplikasi autentikator (Google Authenticator, Authy, 2FAS, dan sejenisnya).</Text>
      <Box bg="white" width="200px">
        <img src={qrSource(setup.qrSvg)} alt="Kode QR untuk aplikasi autentikator" width={200} height={200} />
      </Box>
      <Text fontSize="sm">
        Tidak bisa memindai? Masukkan kunci ini:{' '}
        <Box as="code" wordBreak="break-all" data-testid="totp-secret">
          {setup.secret}
        </Box>
      </Text>
      <Text>2. Masukkan 6 digit kode yang muncul di aplikasi.</Text>
      <TextField name="code" label="Kode verifikasi" autoComplete="one-time-code" inputMode="numeric" required />
      <Button type="submit" loading={enable.isPending} alignSelf="start">
        Aktifkan
      </Button>
    </Form>
  );
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone(): void }) {
  return (
    <Stack gap="3">
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Title>Simpan kode pemulihan ini di tempat aman. Setiap kode hanya bisa dipakai sekali, dan kode ini tidak akan ditampilkan lagi.</Alert.Title>
      </Alert.Root>
      <Box as="ul" aria-label="Kode pemulihan" listStyleType="none" fontFamily="mono" display="grid" gridTemplateColumns="repeat(2, max-content)" gap="2">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Button onClick={onDone} alignSelf="start">
        Saya sudah menyimpannya
      </Button>
    </Stack>
  );
}

/** Turning it off asks for a current code (or a recovery code), so a session left open is not enough. */
function Disable() {
  const form = useForm<{ code: string }>({ defaultValues: { code: '' } });
  const disable = useActionMutation({
    surface: 'admin',
    action: ({ code }: { code: string }) => disableTwoFactor(code.trim()),
    success: (answer) => answer.message,
    failure: FAILURE,
    invalidates: [STATUS_KEY],
  });
  return (
    <Form form={form} onSubmit={disable.submit} label="Matikan verifikasi dua langkah">
      <TextField name="code" label="Kode verifikasi atau kode pemulihan" autoComplete="one-time-code" required />
      <Button type="submit" variant="outline" colorPalette="red" loading={disable.isPending} alignSelf="start">
        Matikan verifikasi dua langkah
      </Button>
    </Form>
  );
}

/** "Verifikasi Dua Langkah" on the admin's account page: its state, and setting it up with a QR code. */
export function TwoFactorSection() {
  const status = useQuery({ queryKey: STATUS_KEY, queryFn: ({ signal }) => twoFactorStatus(signal) });
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const start = useActionMutation({ surface: 'admin', action: startTwoFactor, failure: FAILURE });

  return (
    <Stack as="section" aria-labelledby="dua-langkah" gap="4">
      <Heading as="h2" id="dua-langkah" size="md">
        Verifikasi Dua Langkah
      </Heading>
      {recoveryCodes ? (
        <RecoveryCodes codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} />
      ) : (
        <AsyncContent query={status} failure={FAILURE}>
          {({ enabled, required, recoveryCodesLeft }) =>
            enabled ? (
              <Stack gap="4">
                <Text>Verifikasi dua langkah aktif. Sisa kode pemulihan: {recoveryCodesLeft}.</Text>
                {!required && <Disable />}
              </Stack>
            ) : (
              <Stack gap="4">
                {required && (
                  <Alert.Root status="info">
                    <Alert.Indicator />
                    <Alert.Title>Akun admin wajib memakai verifikasi dua langkah. Aktifkan terlebih dahulu untuk melanjutkan.</Alert.Title>
                  </Alert.Root>
                )}
                {start.data ? (
                  <Enrolment setup={start.data} onEnabled={setRecoveryCodes} />
                ) : (
                  <Button onClick={() => void start.submit()} loading={start.isPending} alignSelf="start">
                    Aktifkan verifikasi dua langkah
                  </Button>
                )}
              </Stack>
            )
          }
        </AsyncContent>
      )}
    </Stack>
  );
}
