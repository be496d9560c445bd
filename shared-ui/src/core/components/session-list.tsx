import { Badge, Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import type { ActiveSession } from '@pcb/contract';
import { scopedKey } from '../data/query-client';
import { useActionMutation, type ToastSurface } from '../data/use-action-mutation';
import { formatDateTime } from '../format/date';
import type { Role } from '../session/session-store';
import { AsyncContent } from './async-content';
import { useConfirm } from './lazy-confirm-dialog';

/** A role's session calls (`bff.buyer` or `bff.admin` on the contract's session endpoints). */
export interface SessionCalls {
  list(signal: AbortSignal): Promise<ActiveSession[]>;
  endOthers(): Promise<unknown>;
  end(id: string): Promise<unknown>;
}

interface SessionListProps {
  role: Role;
  surface: ToastSurface;
  calls: SessionCalls;
  /** h1 where the list is the page (the shop), h2 under the page's own heading (the back-office). */
  headingAs?: 'h1' | 'h2';
}

const FAILURE = { serverMessage: true, network: 'Tidak ada response dari server.', fallback: 'Terjadi kesalahan.' };

/** "Sesi Login": where the account is signed in, with "Keluar dari perangkat lain" and an end button per other session. */
export function SessionList({ role, surface, calls, headingAs = 'h2' }: SessionListProps) {
  const queryKey = scopedKey(role, 'sessions');
  const sessions = useQuery({ queryKey, queryFn: ({ signal }) => calls.list(signal) });
  const endOthers = useActionMutation({
    surface,
    action: calls.endOthers,
    success: 'Berhasil keluar dari perangkat lain.',
    failure: FAILURE,
    invalidates: [queryKey],
  });
  const end = useActionMutation({ surface, action: calls.end, success: 'Sesi berhasil diakhiri.', failure: FAILURE, invalidates: [queryKey] });
  const confirmEndOthers = useConfirm(
    () => ({
      title: 'Keluar dari perangkat lain?',
      description: 'Semua sesi login lain akun ini akan diakhiri. Sesi di perangkat ini tetap berjalan.',
      confirmLabel: 'Keluar dari perangkat lain',
      confirmPalette: 'red',
    }),
    () => endOthers.submit(),
  );

  return (
    <Stack as="section" aria-labelledby="sesi-login" gap="4">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Heading as={headingAs} id="sesi-login" size="md">
          Sesi Login
        </Heading>
        <Button variant="outline" colorPalette="red" loading={endOthers.isPending} onClick={() => confirmEndOthers.ask(undefined)}>
          Keluar dari perangkat lain
        </Button>
      </HStack>
      <AsyncContent query={sessions} failure={FAILURE} emptyText="Tidak ada sesi aktif.">
        {(list) => (
          <Stack as="ul" listStyleType="none" gap="3">
            {list.map((session) => (
              <Box as="li" key={session._id} borderWidth="1px" borderRadius="md" p="3">
                <HStack justify="space-between" align="start" wrap="wrap" gap="2">
                  <Stack gap="0.5">
                    <Text fontWeight="semibold">
                      {session.device} {session.current && <Badge colorPalette="green">Perangkat ini</Badge>}
                    </Text>
                    <Text fontSize="sm">Alamat IP: {session.ip || '-'}</Text>
                    <Text fontSize="sm" color="fg.muted">
                      Masuk {formatDateTime(session.created_at)} · terakhir aktif {formatDateTime(session.last_seen_at)}
                    </Text>
                  </Stack>
                  {!session.current && (
                    <Button size="sm" variant="outline" loading={end.isPending && end.variables === session._id} onClick={() => void end.submit(session._id)}>
                      Akhiri sesi
                      <Box as="span" srOnly>
                        {' '}
                        {session.device}
                      </Box>
                    </Button>
                  )}
                </HStack>
              </Box>
            ))}
          </Stack>
        )}
      </AsyncContent>
      {confirmEndOthers.dialog}
    </Stack>
  );
}
