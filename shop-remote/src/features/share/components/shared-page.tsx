import type { ReactNode } from 'react';
import { DOCUMENT_TITLES, type SharedView } from '@pcb/contract';
import {
  AsyncContent,
  Badge,
  Box,
  formatDateTime,
  formatRupiah,
  Heading,
  Link,
  PageTitle,
  Stack,
  statusWords,
  Text,
  useParams,
  useQuery,
} from '@pcb/shared-ui';
import { BoardPhotos, DesignPreview, FactTable, List, Price, Table } from '@pcb/shared-ui/views';
import { sharedDesignQuery, sharedDocumentUrl, sharedPhotoUrl, sharedQuery } from '../api';
import { SHARE_FAILURE } from '../texts';

function Lines({ view }: { view: SharedView }) {
  return (
    <Table.Root size="sm">
      <Table.Caption srOnly>Rincian harga</Table.Caption>
      <Table.Body>
        {view.lines.map((line, index) => (
          <Table.Row key={index}>
            <Table.Cell>{line.name}</Table.Cell>
            <Table.Cell textAlign="end">
              <Price as="span" prefix={`${line.quantity} × `} price={line.price} />
            </Table.Cell>
          </Table.Row>
        ))}
        <Table.Row>
          <Table.Cell>Ongkos kirim</Table.Cell>
          <Table.Cell textAlign="end">{view.shipping === null ? 'dihitung saat checkout' : formatRupiah(view.shipping)}</Table.Cell>
        </Table.Row>
        <Table.Row fontWeight="bold">
          <Table.Cell>Total</Table.Cell>
          <Table.Cell textAlign="end">{formatRupiah(view.total)}</Table.Cell>
        </Table.Row>
      </Table.Body>
    </Table.Root>
  );
}

function Board({ token, name }: { token: string; name: string }) {
  const design = useQuery(sharedDesignQuery(token));
  return (
    <AsyncContent query={design} failure="Gambar papan tidak dapat dimuat." loadingLabel="Memuat file desain...">
      {(file) => <DesignPreview file={file} fileName={`${name}.zip`} />}
    </AsyncContent>
  );
}

function DesignChecks({ warnings }: { warnings: { message: string }[] }) {
  if (warnings.length === 0) return <Text>Ukuran, jumlah layer, track dan lubang sesuai pesanan.</Text>;
  return (
    <List.Root ps="5">
      {warnings.map((warning) => (
        <List.Item key={warning.message}>{warning.message}</List.Item>
      ))}
    </List.Root>
  );
}

/** A titled part of the page, named by its heading for assistive technology. */
function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box as="section" aria-labelledby={id}>
      <Heading as="h2" size="md" id={id} mb="2">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

function Shared({ token, view }: { token: string; view: SharedView }) {
  const request = view.request;
  return (
    <Stack gap="6">
      <Stack gap="1">
        <Text color="fg.muted">Dibagikan oleh pembeli · hanya-baca</Text>
        <Heading as="h1" size="xl">
          {view.kind === 'order' ? `Pesanan ${view.title}` : view.title}
        </Heading>
        <Box>
          <Badge colorPalette="brand" size="lg">
            {statusWords(view.status)}
          </Badge>
        </Box>
        <Text fontSize="sm" color="fg.muted">
          Tautan berlaku sampai {formatDateTime(view.expires_at)}
        </Text>
      </Stack>
      <Section id="shared-price" title="Rincian harga">
        <Lines view={view} />
        {view.document && (
          <Link href={sharedDocumentUrl(token)} download colorPalette="brand" fontWeight="medium" mt="3" display="inline-block">
            Unduh {DOCUMENT_TITLES[view.document]} (PDF)
          </Link>
        )}
      </Section>
      {view.photos.length > 0 && (
        <Section id="shared-photos" title="Foto papan">
          <BoardPhotos photos={view.photos} urlOf={(photo) => sharedPhotoUrl(token, photo._id)} />
        </Section>
      )}
      {request && (
        <>
          <Section id="shared-spec" title={`Spesifikasi ${request.name}`}>
            <FactTable caption={`Spesifikasi ${request.name}`} facts={request.specification} />
          </Section>
          {request.design_inspection && (
            <Section id="shared-checks" title="Pemeriksaan desain">
              <DesignChecks warnings={request.design_inspection.warnings} />
            </Section>
          )}
          {request.has_design && (
            <Section id="shared-board" title="Gambar papan">
              <Board token={token} name={request.name} />
            </Section>
          )}
        </>
      )}
    </Stack>
  );
}

/** `/bagikan/{token}`: a request or an order as its buyer shared it, for anyone holding the link, without an account. */
export function SharedPage() {
  const { token = '' } = useParams();
  const shared = useQuery(sharedQuery(token));
  return (
    <Box maxW="4xl" mx="auto" px={{ base: '4', md: '6' }} py="8">
      <PageTitle page="Tautan Berbagi" />
      <AsyncContent query={shared} failure={SHARE_FAILURE} loadingLabel="Memuat...">
        {(view) => <Shared token={token} view={view} />}
      </AsyncContent>
    </Box>
  );
}
