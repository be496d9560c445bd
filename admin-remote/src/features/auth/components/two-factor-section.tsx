import { useState, type ReactNode } from 'react';
import { Alert, AsyncContent, Box, Button, Heading, Stack, Text, scopedKey, useActionMutation, useQuery, useSession } from '@pcb/shared-ui';
import { Form, TextField, useForm } from '@pcb/shared-ui/forms';
import type { TwoFactorSetup } from '@pcb/contract';
import { disableTwoFactor, enableTwoFactor, renewRecoveryCodes, startTwoFactor, twoFactorStatus } from '../api';
import { TWO_FACTOR_FAILURE } from '../texts';

const STATUS_KEY = scopedKey('admin', 'two-factor');

/** The QR code as the server drew it (an SVG document), shown as an image: CSP allows data: images. */
const qrSource = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

interface CodeFormProps<Answer> {
  label: string;
  fieldLabel: string;
  submitText: string;
  send(code: string): Promise<Answer>;
  onDone?(answer: Answer): void;
  danger?: boolean;
  /** Only an app's six digits, never a recovery code: a phone offers its number pad. */
  digitsOnly?: boolean;
  /** What comes before the code field (the QR code of an enrolment). */
  children?: ReactNode;
}

/** A step proven with a code from the app (or a recovery code): turning it on, renewing the recovery codes, turning it off. */
function CodeForm<Answer extends { message: string }>({ label, fieldLabel, submitText, send, onDone, danger, digitsOnly, children }: CodeFormProps<Answer>) {
  const form = useForm<{ code: string }>({ defaultValues: { code: '' } });
  const step = useActionMutation({
    surface: 'admin',
    action: ({ code }: { code: string }) => send(code.trim()),
    success: (answer) => answer.message,
    failure: TWO_FACTOR_FAILURE,
    invalidates: [STATUS_KEY],
    onSuccess: onDone,
  });
  return (
    <Form form={form} onSubmit={step.submit} label={label}>
      {children}
      <TextField name="code" label={fieldLabel} autoComplete="one-time-code" inputMode={digitsOnly ? 'numeric' : undefined} required />
      <Button type="submit" variant={danger ? 'outline' : 'solid'} colorPalette={danger ? 'red' : undefined} loading={step.isPending} alignSelf="start">
        {submitText}
      </Button>
    </Form>
  );
}

function Enrolment({ setup, onEnabled }: { setup: TwoFactorSetup; onEnabled(codes: string[]): void }) {
  return (
    <CodeForm
      label="Aktifkan verifikasi dua langkah"
      fieldLabel="Kode verifikasi"
      submitText="Aktifkan"
      send={enableTwoFactor}
      digitsOnly
      onDone={(answer) => {
        useSession.getState().signedIn({ admin: answer.admin });
        onEnabled(answer.recoveryCodes);
      }}
    >
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
    </CodeForm>
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

/** "Verifikasi Dua Langkah" on the admin's account page: its state, and setting it up with a QR code. */
export function TwoFactorSection() {
  const status = useQuery({ queryKey: STATUS_KEY, queryFn: ({ signal }) => twoFactorStatus(signal) });
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const start = useActionMutation({ surface: 'admin', action: startTwoFactor, failure: TWO_FACTOR_FAILURE });

  return (
    <Stack as="section" aria-labelledby="dua-langkah" gap="4">
      <Heading as="h2" id="dua-langkah" size="md">
        Verifikasi Dua Langkah
      </Heading>
      {recoveryCodes ? (
        <RecoveryCodes codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} />
      ) : (
        <AsyncContent query={status} failure={TWO_FACTOR_FAILURE}>
          {({ enabled, required, recoveryCodesLeft }) =>
            enabled ? (
              <Stack gap="4">
                <Text>Verifikasi dua langkah aktif. Sisa kode pemulihan: {recoveryCodesLeft}.</Text>
                <CodeForm
                  label="Buat kode pemulihan baru"
                  fieldLabel="Kode verifikasi untuk kode pemulihan baru"
                  submitText="Buat kode pemulihan baru"
                  send={renewRecoveryCodes}
                  onDone={(answer) => setRecoveryCodes(answer.recoveryCodes)}
                />
                {/* Turning it off asks for a current code too, so a session left open is not enough. */}
                {!required && (
                  <CodeForm
                    label="Matikan verifikasi dua langkah"
                    fieldLabel="Kode verifikasi atau kode pemulihan"
                    submitText="Matikan verifikasi dua langkah"
                    send={disableTwoFactor}
                    danger
                  />
                )}
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
