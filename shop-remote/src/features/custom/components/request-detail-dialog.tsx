import { requestPrice, requestSpecification } from '@pcb/contract/domain';
import { formatDateTime, Link, statusWords, useQuery } from '@pcb/shared-ui';
import { DesignRevisionHistory, FactTable, Price } from '@pcb/shared-ui/views';
import { DetailDialog } from '@pcb/shared-ui/overlays';
import type { RenderShare } from '../../../lib/share-slot';
import { designDownloadUrl, revisionsQuery, type CustomRequest } from '../api';

/** Riwayat Revisi Desain: every design of the request and what its checks measure differently. */
function Revisions({ request }: { request: CustomRequest }) {
  return <DesignRevisionHistory revisions={useQuery(revisionsQuery(request))} downloadUrl={designDownloadUrl} mt="5" />;
}

interface RequestDetailDialogProps {
  request: CustomRequest | null;
  onClose(): void;
  renderShare?: RenderShare;
}

/** Every field of a request (remove_product_no included), its price, status and design file, and what the app adds (its link and PDF). */
export function RequestDetailDialog({ request, onClose, renderShare }: RequestDetailDialogProps) {
  return (
    <DetailDialog
      open={request !== null}
      title={request ? `Detail ${request.name}` : ''}
      onClose={onClose}
      maxWidth="lg"
      actions={
        request?.design_file && (
          <Link href={designDownloadUrl(request.design_file)} download colorPalette="brand" me="auto">
            {`Unduh file desain (${request.design_file_name})`}
          </Link>
        )
      }
    >
      {request && (
        <FactTable
          caption="Spesifikasi"
          facts={[
            ...requestSpecification(request.kind, request),
            { label: 'Tanggal', value: formatDateTime(request.createdAt) },
            { label: 'Status', value: statusWords(request.status) },
            { label: 'Total Harga', value: <Price as="span" {...requestPrice(request)} /> },
          ]}
        />
      )}
      {request && request.design_revision > 0 && <Revisions request={request} />}
      {request && renderShare?.({ kind: request.kind, id: request._id, status: request.status })}
    </DetailDialog>
  );
}
