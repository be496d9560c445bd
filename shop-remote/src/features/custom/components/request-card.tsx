import { DESIGN_FILE, requestPrice } from '@pcb/contract/domain';
import { Alert, Badge, Button, Card, Flex, formatDateTime, HStack, shopToast, Stack, statusWords, Text, useNavigate } from '@pcb/shared-ui';
import { Price } from '@pcb/shared-ui/views';
import { useState } from 'react';
import { checkoutUrl } from '../../../lib/checkout-selection';
import { urls } from '../../../lib/paths';
import type { CustomRequest } from '../api';
import type { useRequestActions } from '../hooks/use-request-actions';
import { DesignAttachment } from './design-attachment';
import { PriceChanges } from './price-changes';
import { ReviewPromise } from './review-promise';

export type RequestAsk = { action: 'delete' | 'cancel'; request: CustomRequest };

interface RequestCardProps {
  request: CustomRequest;
  actions: ReturnType<typeof useRequestActions>;
  onAsk(ask: RequestAsk): void;
  onDetail(request: CustomRequest): void;
  onDeclinePrice(request: CustomRequest): void;
}

const STATUS_COLOURS: Record<string, string> = {
  'menunggu-pengajuan': 'gray',
  'admin-review': 'blue',
  disetujui: 'green',
  'ditolak-admin': 'red',
  'dibatalkan-pembeli': 'red',
  'sudah-checkout': 'purple',
};

/** One custom request in the custom cart, with the actions its status allows. */
export function RequestCard({ request, actions, onAsk, onDetail, onDeclinePrice }: RequestCardProps) {
  const navigate = useNavigate();
  const [file, setFile] = useState<File | null>(null);
  const { status } = request;
  const approved = status === 'disetujui';
  const priceToAgree = approved && request.price_agreement === 'menunggu-pembeli';
  const answering = (mutation: typeof actions.accept) => mutation.isPending && mutation.variables?._id === request._id;
  // A draft that has a design, or a request the admin sent back, takes a new revision of it.
  const revisable = (status === 'menunggu-pengajuan' && request.design_file !== null) || status === 'ditolak-admin';

  function revise() {
    if (!file) {
      shopToast({ type: 'error', title: DESIGN_FILE.texts.missing });
      return;
    }
    void actions.revise.submit({ request, file });
  }

  function sendForReview() {
    if (!file && !request.design_file) {
      shopToast({ type: 'error', title: DESIGN_FILE.texts.missing });
      return;
    }
    void actions.send.submit({ request, file });
  }

  return (
    <Card.Root as="li" aria-label={`${request.name} ${formatDateTime(request.createdAt)}`} data-testid="custom-request">
      <Card.Body gap="4">
        <Flex justify="space-between" align="start" gap="3" wrap="wrap">
          <Stack gap="0">
            <Text fontWeight="bold">{request.name}</Text>
            <Text fontSize="sm" color="fg.muted">
              {formatDateTime(request.createdAt)}
            </Text>
          </Stack>
          <Price fontWeight="bold" color="brand.fg" {...requestPrice(request)} />
          <Badge colorPalette={STATUS_COLOURS[status] ?? 'gray'} size="md">
            {statusWords(status)}
          </Badge>
        </Flex>
        {status === 'ditolak-admin' && (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>{`Alasan penolakan: ${request.reject_reason ?? '-'}`}</Alert.Title>
          </Alert.Root>
        )}
        {(approved || status === 'sudah-checkout') && request.price_changes.length > 0 && <PriceChanges request={request} />}
        {priceToAgree && (
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Title>Admin mengubah harga. Setujui perubahan ini untuk memesan, atau tolak untuk mengembalikan request ke draf.</Alert.Title>
          </Alert.Root>
        )}
        {status === 'menunggu-pengajuan' && request.price_agreement === 'ditolak-pembeli' && (
          <Alert.Root status="info">
            <Alert.Indicator />
            <Alert.Title>{`Anda menolak perubahan harga: ${request.price_decline_reason ?? '-'}`}</Alert.Title>
          </Alert.Root>
        )}
        {status === 'menunggu-pengajuan' && request.design_file && !file && (
          <Text fontSize="sm">{`File desain terlampir: ${request.design_file_name}${request.design_revision > 1 ? ` (revisi ${request.design_revision})` : ''}. Pilih file lain untuk mengunggah revisinya.`}</Text>
        )}
        {(status === 'menunggu-pengajuan' || status === 'ditolak-admin') && (
          <DesignAttachment ordered={request.kind === 'prototype' ? request : undefined} file={file} onFile={setFile} />
        )}
        {(status === 'menunggu-pengajuan' || status === 'admin-review') && <ReviewPromise sent={status === 'admin-review'} />}
        <HStack gap="2" wrap="wrap">
          {status === 'menunggu-pengajuan' && (
            <>
              <Button size="sm" loading={actions.send.isPending && actions.send.variables?.request._id === request._id} onClick={sendForReview}>
                Kirim Review
              </Button>
              <Button size="sm" variant="outline" onClick={() => navigate(urls.editCustomRequest(request.kind, request._id))}>
                Ubah
              </Button>
              <Button size="sm" variant="outline" colorPalette="red" onClick={() => onAsk({ action: 'delete', request })}>
                Hapus
              </Button>
            </>
          )}
          {revisable && (
            <Button size="sm" variant="outline" loading={actions.revise.isPending && actions.revise.variables?.request._id === request._id} onClick={revise}>
              Unggah Revisi
            </Button>
          )}
          {status === 'ditolak-admin' && (
            <Button size="sm" loading={actions.copy.isPending && actions.copy.variables?._id === request._id} onClick={() => void actions.copy.submit(request)}>
              Salin ke Draf Baru
            </Button>
          )}
          {priceToAgree && (
            <>
              <Button size="sm" loading={answering(actions.accept)} onClick={() => void actions.accept.submit(request)}>
                Setujui Harga
              </Button>
              <Button size="sm" variant="outline" onClick={() => onDeclinePrice(request)}>
                Tolak Harga
              </Button>
            </>
          )}
          {approved && !priceToAgree && (
            <Button size="sm" onClick={() => navigate(checkoutUrl.custom(request._id))}>
              Pesan Sekarang
            </Button>
          )}
          {(status === 'admin-review' || status === 'disetujui') && (
            <Button size="sm" variant="outline" colorPalette="red" onClick={() => onAsk({ action: 'cancel', request })}>
              Batalkan
            </Button>
          )}
          <Button size="sm" variant="ghost" onClick={() => onDetail(request)}>
            Detail
          </Button>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
