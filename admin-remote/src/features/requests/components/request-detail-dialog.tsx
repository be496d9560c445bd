import { AsyncContent, Button, DesignPreview, expectedFromRequest, formatDateTime, formatRupiah, Heading, Link, Stack, statusWords, Table, useQuery } from '@pcb/shared-ui';
import { Dialog, Portal } from '@pcb/shared-ui/overlays';
import { Download } from 'lucide-react';
import { designDownloadUrl, fileNameOf, requestQueries, type ReviewedRequest } from '../api';
import { REQUEST_TEXTS } from '../texts';
import { specification } from './specification';

function DetailRows({ rows, caption }: { rows: { label: string; value: string }[]; caption: string }) {
  return (
    <Table.Root size="sm">
      <Table.Caption srOnly>{caption}</Table.Caption>
      <Table.Body>
        {rows.map(({ label, value }) => (
          <Table.Row key={label}>
            <Table.Cell fontWeight="medium" textTransform="capitalize" width="45%">
              {label}
            </Table.Cell>
            <Table.Cell>{value}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

/** The design file, downloaded through the admin surface, drawn by the shared Gerber preview. */
function DesignSection({ request, designFile }: { request: ReviewedRequest; designFile: string }) {
  const file = useQuery(requestQueries.design(request, designFile));
  const fileName = fileNameOf(designFile);
  return (
    <Stack gap="3">
      <Link href={designDownloadUrl(designFile)} download={fileName} colorPalette="brand" fontWeight="medium">
        <Download size={16} /> {`Unduh file desain (${fileName})`}
      </Link>
      <AsyncContent query={file} failure={REQUEST_TEXTS.designFailed} loadingLabel="Mengunduh file desain...">
        {(blob) => <DesignPreview file={blob} fileName={fileName} expected={request.kind === 'prototype' ? expectedFromRequest(request) : {}} />}
      </AsyncContent>
    </Stack>
  );
}

interface RequestDetailDialogProps {
  request: ReviewedRequest | null;
  onClose(): void;
}

/** Detail: who asked what, the full specification, the design file and its Gerber preview. */
export function RequestDetailDialog({ request, onClose }: RequestDetailDialogProps) {
  return (
    <Dialog.Root open={request !== null} onOpenChange={(e) => !e.open && onClose()} placement="center" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW="500px">
            <Dialog.Header>
              <Dialog.Title>{request ? `Detail ${request.name}` : ''}</Dialog.Title>
            </Dialog.Header>
            {request && (
              <Dialog.Body>
                <Stack gap="5">
                  <DetailRows
                    caption="Data request"
                    rows={[
                      { label: 'No Order', value: request._id },
                      { label: 'Nama', value: request.id_user.username },
                      { label: 'Tanggal', value: formatDateTime(request.createdAt) },
                      { label: 'Harga', value: formatRupiah(request.total_cost) },
                      { label: 'Status', value: statusWords(request.status) },
                      ...(request.weight > 0 ? [{ label: 'Berat', value: `${request.weight} gram` }] : []),
                      ...(request.reject_reason ? [{ label: 'Alasan ditolak', value: request.reject_reason }] : []),
                    ]}
                  />
                  <Stack gap="2">
                    <Heading as="h3" size="md">
                      Spesifikasi
                    </Heading>
                    <DetailRows caption="Spesifikasi" rows={specification(request)} />
                  </Stack>
                  {request.design_file ? <DesignSection request={request} designFile={request.design_file} /> : null}
                </Stack>
              </Dialog.Body>
            )}
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">Tutup</Button>
              </Dialog.ActionTrigger>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
