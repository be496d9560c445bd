import { requestPrice, requestSpecification } from '@pcb/contract/domain';
import { AsyncContent, formatDateTime, Heading, Link, Stack, statusWords, useQuery } from '@pcb/shared-ui';
import { DesignPreview, DesignRevisionHistory, FactTable, Price } from '@pcb/shared-ui/views';
import { DetailDialog } from '@pcb/shared-ui/overlays';
import { Download } from 'lucide-react';
import { designDownloadUrl, fileNameOf, requestQueries, type ReviewedRequest } from '../api';
import { REQUEST_TEXTS } from '../texts';
import { measuredFacts } from './measured-design';

/** The design file, downloaded through the admin surface, drawn by the shared Gerber preview with the report pcb-api stored. */
function DesignSection({ request, designFile }: { request: ReviewedRequest; designFile: string }) {
  const file = useQuery(requestQueries.design(request, designFile));
  const shownName = request.design_file_name ?? fileNameOf(designFile);
  return (
    <Stack gap="3">
      <Link href={designDownloadUrl(designFile)} download={shownName} colorPalette="brand" fontWeight="medium">
        <Download size={16} /> {`Unduh file desain (${shownName})`}
      </Link>
      <AsyncContent query={file} failure={REQUEST_TEXTS.designFailed} loadingLabel="Mengunduh file desain...">
        {(blob) => (
          <DesignPreview
            file={blob}
            fileName={fileNameOf(designFile)}
            ordered={request.kind === 'prototype' ? request : undefined}
            rules={request.design_inspection?.rules}
          />
        )}
      </AsyncContent>
    </Stack>
  );
}

/** Every design the buyer sent for this request, and what its checks measure differently from the one before. */
function Revisions({ request }: { request: ReviewedRequest }) {
  return <DesignRevisionHistory revisions={useQuery(requestQueries.revisions(request))} downloadUrl={designDownloadUrl} />;
}

function RequestDetail({ request }: { request: ReviewedRequest }) {
  return (
    <Stack gap="5">
      <FactTable
        caption="Data request"
        facts={[
          { label: 'No Order', value: request._id },
          { label: 'Nama', value: request.id_user.username },
          { label: 'Tanggal', value: formatDateTime(request.createdAt) },
          { label: 'Harga', value: <Price as="span" {...requestPrice(request)} /> },
          { label: 'Status', value: statusWords(request.status) },
          ...(request.weight > 0 ? [{ label: 'Berat', value: `${request.weight} gram` }] : []),
          ...(request.reject_reason ? [{ label: 'Alasan ditolak', value: request.reject_reason }] : []),
          ...measuredFacts(request),
        ]}
      />
      <Stack gap="2">
        <Heading as="h3" size="md">
          Spesifikasi
        </Heading>
        <FactTable caption="Spesifikasi" facts={requestSpecification(request.kind, request)} />
      </Stack>
      {request.design_file ? <DesignSection request={request} designFile={request.design_file} /> : null}
      {request.design_revision > 1 && <Revisions request={request} />}
    </Stack>
  );
}

/** Detail: who asked what, the full specification, the design file and its Gerber preview. */
export function RequestDetailDialog({ request, onClose }: { request: ReviewedRequest | null; onClose(): void }) {
  return (
    // Wide enough to read a board (the spec's 500 px is the transaction detail's).
    <DetailDialog open={request !== null} title={request ? `Detail ${request.name}` : ''} onClose={onClose} maxWidth="min(1100px, calc(100vw - 2rem))">
      {request && <RequestDetail request={request} />}
    </DetailDialog>
  );
}
