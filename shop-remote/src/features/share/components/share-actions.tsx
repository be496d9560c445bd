import { documentOf, DOCUMENT_TITLES } from '@pcb/contract';
import { Box, Button, HStack, Input, Link, Stack, Text, useActionMutation } from '@pcb/shared-ui';
import { Field } from '@pcb/shared-ui/views';
import { useId, useState } from 'react';
import { urls } from '../../../lib/paths';
import type { ShareSubject } from '../../../lib/share-slot';
import { createShareLink, ownDocumentUrl, SHARE_LINKS_KEY } from '../api';
import { expiryRange } from '../expiry';
import { SHARE_FAILURE } from '../texts';

/** The new link, shown once (only its hash is kept), with a copy button. */
function NewLink({ token }: { token: string }) {
  const address = `${window.location.origin}${urls.shared(token)}`;
  const [copied, setCopied] = useState(false);
  const copy = () => void navigator.clipboard?.writeText(address).then(() => setCopied(true));
  return (
    <Stack gap="2">
      <Field.Root>
        <Field.Label>Tautan untuk dibagikan</Field.Label>
        <HStack>
          <Input flex="1" readOnly value={address} onFocus={(event) => event.currentTarget.select()} />
          <Button onClick={copy} variant="outline">
            {copied ? 'Tersalin' : 'Salin'}
          </Button>
        </HStack>
      </Field.Root>
      <Text fontSize="sm" color="fg.muted">
        Simpan tautan ini sekarang: demi keamanan tautan hanya ditampilkan sekali. Tautan dapat dicabut di menu Tautan Berbagi.
      </Text>
    </Stack>
  );
}

function ShareForm({ subject }: { subject: ShareSubject }) {
  const range = expiryRange();
  const [day, setDay] = useState(range.initial);
  const [token, setToken] = useState<string | null>(null);
  const inputId = useId();
  const create = useActionMutation({
    surface: 'shop',
    action: () => createShareLink({ kind: subject.kind, id: subject.id, expires_on: day }),
    failure: SHARE_FAILURE,
    success: 'Tautan berbagi dibuat',
    invalidates: [SHARE_LINKS_KEY],
    onSuccess: (answer) => setToken(answer.token),
  });
  if (token) return <NewLink token={token} />;
  return (
    <HStack align="end" gap="3" wrap="wrap">
      <Field.Root width="auto">
        <Field.Label htmlFor={inputId}>Berlaku sampai</Field.Label>
        <Input id={inputId} type="date" min={range.min} max={range.max} value={day} onChange={(event) => setDay(event.target.value)} />
      </Field.Root>
      <Button colorPalette="brand" loading={create.isPending} loadingText="Membuat..." onClick={() => void create.submit()}>
        Buat tautan
      </Button>
    </HStack>
  );
}

/**
 * Under a request's or an order's detail: its PDF when its state has one, and a read-only link for a
 * supervisor or a finance office, valid until a day the buyer picks.
 */
export function ShareActions({ subject }: { subject: ShareSubject }) {
  const [sharing, setSharing] = useState(false);
  const document = documentOf(subject.kind, subject.status, subject.payment_deadline ?? null);
  return (
    <Box as="section" aria-label="Bagikan dan dokumen" borderTopWidth="1px" pt="4" mt="4">
      <Stack gap="3">
        <HStack gap="3" wrap="wrap">
          {document && (
            <Link href={ownDocumentUrl(subject.kind, subject.id)} download colorPalette="brand" fontWeight="medium">
              Unduh {DOCUMENT_TITLES[document]} (PDF)
            </Link>
          )}
          <Button variant="outline" size="sm" aria-expanded={sharing} onClick={() => setSharing(!sharing)}>
            Bagikan ke pembimbing / keuangan
          </Button>
        </HStack>
        {sharing && <ShareForm subject={subject} />}
      </Stack>
    </Box>
  );
}
