import { Button, formatDateTime, formatRupiah, Link, Table, statusWords } from '@pcb/shared-ui';
import { Dialog, Portal } from '@pcb/shared-ui/overlays';
import { designDownloadUrl, type CustomRequest } from '../api';
import { requestFields } from './request-fields';

interface RequestDetailDialogProps {
  request: CustomRequest | null;
  onClose(): void;
}

/** Every field of a request (remove_product_no included), its price, status and design file. */
export function RequestDetailDialog({ request, onClose }: RequestDetailDialogProps) {
  const rows = request
    ? [
        ...requestFields(request),
        { label: 'tanggal', value: formatDateTime(request.createdAt) },
        { label: 'status', value: statusWords(request.status) },
        { label: 'total cost', value: formatRupiah(request.total_cost) },
      ]
    : [];
  return (
    <Dialog.Root open={request !== null} onOpenChange={(e) => !e.open && onClose()} placement="center" scrollBehavior="inside" size="lg">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{request ? `Detail ${request.name}` : ''}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Table.Root size="sm">
                <Table.Body>
                  {rows.map(({ label, value }) => (
                    <Table.Row key={label}>
                      <Table.Cell fontWeight="medium" textTransform="capitalize">
                        {label}
                      </Table.Cell>
                      <Table.Cell>{value}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Dialog.Body>
            <Dialog.Footer>
              {request?.design_file && (
                <Link href={designDownloadUrl(request.design_file)} download colorPalette="brand" me="auto">
                  Unduh file desain
                </Link>
              )}
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
