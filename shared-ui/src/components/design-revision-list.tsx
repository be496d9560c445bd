import { Box, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { describeCheckChange, type DesignRevision } from '@pcb/contract';
import { formatDateTime } from '../format/date';
import { List } from '../views/chakra';

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

/** Every design of a request, newest first: when it came, its file, and what its checks measure differently from the one before. */
export function DesignRevisionList({ revisions, downloadUrl }: { revisions: readonly DesignRevision[]; downloadUrl(designFile: string): string }) {
  return (
    <Stack as="ol" listStyleType="none" gap="4" aria-label="Riwayat revisi desain">
      {revisions.map((revision) => (
        <Box as="li" key={revision.number}>
          <Heading as="h4" size="xs">
            {`Revisi ${revision.number}`}
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            {formatDateTime(revision.attached_at)} ·{' '}
            <Link href={downloadUrl(revision.design_file)} download colorPalette="brand">
              {`Unduh file revisi ${revision.number}`}
            </Link>
          </Text>
          <Changes revision={revision} />
        </Box>
      ))}
    </Stack>
  );
}
