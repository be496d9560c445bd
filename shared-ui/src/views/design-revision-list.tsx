import { Box, Heading, Link, Stack, Text, type StackProps } from '@chakra-ui/react';
import { type DesignRevision } from '@pcb/contract';
import { describeCheckChange } from '@pcb/contract/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId } from 'react';
import { AsyncContent } from '../core/components/async-content';
import { formatDateTime } from '../core/format/date';
import { List } from './chakra';

function Changes({ revision }: { revision: DesignRevision }) {
  if (revision.changes === null) {
    return (
      <Text fontSize="sm" color="fg.muted">
        {revision.number === 1 ? 'Desain pertama.' : 'Tidak dapat dibandingkan: salah satu file tidak dibaca (.rar).'}
      </Text>
    );
  }
  if (revision.changes.length === 0) return <Text fontSize="sm">Hasil pemeriksaan desain sama dengan revisi sebelumnya.</Text>;
  return (
    <List.Root ps="5" fontSize="sm" aria-label={`Perubahan pada revisi ${revision.number}`}>
      {revision.changes.map((change) => (
        <List.Item key={change.name}>{describeCheckChange(change)}</List.Item>
      ))}
    </List.Root>
  );
}

interface RevisionsProps {
  revisions: readonly DesignRevision[];
  downloadUrl(designFile: string): string;
}

/** Every design of a request, newest first: when it came, its file, and what its checks measure differently from the one before. */
function DesignRevisionList({ revisions, downloadUrl }: RevisionsProps) {
  return (
    <Stack as="ol" listStyleType="none" gap="4" aria-label="Riwayat revisi desain">
      {revisions.map((revision) => (
        <Box as="li" key={revision.number}>
          <Heading as="h4" size="xs">
            {`Revisi ${revision.number}`}
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            {`${formatDateTime(revision.attached_at)} · ${revision.design_file_name} · `}
            <Link href={downloadUrl(revision.design_file)} download={revision.design_file_name} colorPalette="brand">
              {`Unduh file revisi ${revision.number}`}
            </Link>
          </Text>
          <Changes revision={revision} />
        </Box>
      ))}
    </Stack>
  );
}

type DesignRevisionHistoryProps = Omit<StackProps, 'children'> &
  Pick<RevisionsProps, 'downloadUrl'> & { revisions: Pick<UseQueryResult<readonly DesignRevision[]>, 'status' | 'data' | 'error' | 'refetch' | 'isFetching'> };

/** Riwayat Revisi Desain, in the buyer's and the admin's request detail alike: the request's designs, as the caller's query loads them. */
export function DesignRevisionHistory({ revisions, downloadUrl, ...section }: DesignRevisionHistoryProps) {
  const headingId = useId();
  return (
    <Stack as="section" aria-labelledby={headingId} gap="2" {...section}>
      <Heading as="h3" size="sm" id={headingId}>
        Riwayat Revisi Desain
      </Heading>
      <AsyncContent query={revisions} failure="Riwayat revisi tidak dapat dimuat." loadingLabel="Memuat riwayat revisi...">
        {(list) => <DesignRevisionList revisions={list} downloadUrl={downloadUrl} />}
      </AsyncContent>
    </Stack>
  );
}
