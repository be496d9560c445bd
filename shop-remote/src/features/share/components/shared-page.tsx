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
import { sharedDesignQuery, sharedDocumentUrl, sharedQuery } from '../api';
import { SHARE_FAILURE } from '../share-failure';

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
      <Box as="section" aria-labelledby="shared-price">
        <Heading as="h2" size="md" id="shared-price" mb="2">
          Rincian harga
        </Heading>
        <Lines view={view} />
        {view.document && (
          <Link href={sharedDocumentUrl(token)} download colorPalette="brand" fontWeight="medium" mt="3" display="inline-block">
            Unduh {DOCUMENT_TITLES[view.document]} (PDF)
          </Link>
        )}
      </Box>
      {view.photos.length > 0 && (
        <Box as="section" aria-labelledby="shared-photos">
          <Heading as="h2" size="md" id="shared-photos" mb="2">
            Foto papan
          </Heading>
          <BoardPhotos photos={view.photos} />
        </Box>
      )}
      {request && (
        <>
          <Box as="section" aria-labelledby="shared-spec">
            <Heading as="h2" size="md" id="shared-spec" mb="2">
              Spesifikasi {request.name}
            </Heading>
            <FactTable caption={`Spesifikasi ${request.name}`} facts={request.specification} />
          </Box>
          {request.design_inspection && (
            <Box as="section" aria-labelledby="shared-checks">
              <Heading as="h2" size="md" id="shared-checks" mb="2">
                Pemeriksaan desain
              </Heading>
              <DesignChecks warnings={request.design_inspection.warnings} />
            </Box>
          )}
          {request.has_design && (
            <Box as="section" aria-labelledby="shared-board">
              <Heading as="h2" size="md" id="shared-board" mb="2">
                Gambar papan
              </Heading>
              <Board token={token} name={request.name} />
            </Box>
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
