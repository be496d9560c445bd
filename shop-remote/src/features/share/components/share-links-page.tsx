import type { ShareLink } from '@pcb/contract';
import { AsyncContent, Badge, Button, formatDateTime, Heading, PageTitle, Stack, Text, useActionMutation, useConfirm, useQuery } from '@pcb/shared-ui';
import { Table } from '@pcb/shared-ui/views';
import { revokeShareLink, SHARE_LINKS_KEY, shareLinksQuery } from '../api';
import { NO_LINKS_TEXT, SHARE_FAILURE } from '../texts';

const KIND_WORDS: Record<ShareLink['kind'], string> = { prototype: 'Request prototype', assembly: 'Request assembly', order: 'Pesanan' };

function stateOf(link: ShareLink, now: number): { text: string; palette: string; live: boolean } {
  if (link.revoked_at) return { text: 'Dicabut', palette: 'gray', live: false };
  if (Date.parse(link.expires_at) <= now) return { text: 'Kedaluwarsa', palette: 'orange', live: false };
  return { text: 'Aktif', palette: 'green', live: true };
}

/** `/user/tautan-berbagi`: every link the buyer made, and a way to revoke the live ones. */
export function ShareLinksPage() {
  const links = useQuery(shareLinksQuery);
  const revoke = useActionMutation({
    surface: 'shop',
    action: (link: ShareLink) => revokeShareLink(link._id),
    failure: SHARE_FAILURE,
    success: 'Tautan dicabut',
    invalidates: [SHARE_LINKS_KEY],
  });
  const confirm = useConfirm(
    (link: ShareLink) => ({
      title: 'Cabut tautan?',
      description: `Tautan ke ${link.title} tidak akan bisa dibuka lagi oleh siapa pun.`,
      confirmLabel: 'Cabut',
    }),
    (link) => revoke.submit(link),
  );
  const now = Date.now();
  return (
    <Stack gap="4">
      <PageTitle page="Tautan Berbagi" />
      <Heading as="h1" size="lg">
        Tautan Berbagi
      </Heading>
      <Text color="fg.muted">Tautan hanya-baca untuk pembimbing atau bagian keuangan: tanpa e-mail, nomor telepon atau alamat Anda.</Text>
      <AsyncContent query={links} failure={SHARE_FAILURE} emptyText={NO_LINKS_TEXT}>
        {(rows) => (
          <Table.Root size="sm">
            <Table.Caption srOnly>Tautan berbagi</Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Untuk</Table.ColumnHeader>
                <Table.ColumnHeader>Berlaku sampai</Table.ColumnHeader>
                <Table.ColumnHeader>Status</Table.ColumnHeader>
                <Table.ColumnHeader>
                  <Text srOnly>Aksi</Text>
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((link) => {
                const state = stateOf(link, now);
                return (
                  <Table.Row key={link._id}>
                    <Table.Cell>
                      {KIND_WORDS[link.kind]} {link.title}
                    </Table.Cell>
                    <Table.Cell>{formatDateTime(link.expires_at)}</Table.Cell>
                    <Table.Cell>
                      <Badge colorPalette={state.palette}>{state.text}</Badge>
                    </Table.Cell>
                    <Table.Cell textAlign="end">
                      {state.live && (
                        <Button size="xs" variant="outline" colorPalette="red" onClick={() => confirm.ask(link)} aria-label={`Cabut tautan ${link.title}`}>
                          Cabut
                        </Button>
                      )}
                    </Table.Cell>
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
        )}
      </AsyncContent>
      {confirm.dialog}
    </Stack>
  );
}
