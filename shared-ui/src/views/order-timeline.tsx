import { Box, Circle, Flex, IconButton, Image, Link, Stack, Text, Wrap } from '@chakra-ui/react';
import { Trash2 } from 'lucide-react';
import type { OrderPhoto, StatusChange, TransactionStatus } from '@pcb/contract';
import { fileUrl } from '../core/api/client';
import { formatDateTime } from '../core/format/date';

/** Each step in plain words, as the buyer and the back-office read them. */
export const TIMELINE_STEPS: Record<TransactionStatus, string> = {
  'menunggu-pembayaran': 'Pesanan dibuat',
  'pembayaran-tertunda': 'Menunggu pembayaran',
  'sudah-bayar': 'Dibayar',
  diproses: 'Diproses',
  dikirim: 'Dikirim',
  selesai: 'Selesai',
  'dibatalkan-pembeli': 'Dibatalkan pembeli',
  'dibatalkan-admin': 'Dibatalkan admin',
  gagal: 'Gagal',
  'pembayaran-kadarluarsa': 'Kedaluwarsa',
};

const ENDED_BADLY = new Set<TransactionStatus>(['dibatalkan-pembeli', 'dibatalkan-admin', 'gagal', 'pembayaran-kadarluarsa']);

/** How the order was sent, shown on its `dikirim` step. */
export interface TimelineShipment {
  courier: string;
  service: string;
  resi?: string;
}

interface OrderTimelineProps {
  /** The order's status changes, oldest first (the answers' `history`). */
  history: readonly StatusChange[];
  shipment?: TimelineShipment;
  /** Photos of the board, each shown at the step it was taken at. */
  photos?: readonly OrderPhoto[];
}

/** A photo of the board as a list shows it: where it is read from is the list's `urlOf`. */
type BoardPhoto = Pick<OrderPhoto, '_id' | 'status' | 'at'>;

/** A stored photo's address under the public file root (the order's buyer and the admin). */
export const storedPhotoUrl = (photo: OrderPhoto) => fileUrl(photo.picture_url);

/** When a photo was taken, as its alt text and its removal button say it. */
const takenAt = (photo: BoardPhoto) => `saat ${TIMELINE_STEPS[photo.status].toLowerCase()}, ${formatDateTime(photo.at)}`;

interface BoardPhotosProps<P extends BoardPhoto> {
  photos: readonly P[];
  urlOf: (photo: P) => string;
  /** The back-office's removal of a photo attached by mistake: a button under each photo. */
  onRemove?: (photo: P) => void;
}

/** Photos of the board, each opening full size; named after their step and time for a screen reader. */
export function BoardPhotos<P extends BoardPhoto>({ photos, urlOf, onRemove }: BoardPhotosProps<P>) {
  return (
    <Wrap as="ul" listStyleType="none" gap="2" aria-label="Foto papan">
      {photos.map((photo) => (
        <Stack as="li" key={photo._id} gap="1" align="center">
          <Link href={urlOf(photo)} target="_blank" rel="noopener" display="block" rounded="md" overflow="hidden">
            <Image src={urlOf(photo)} alt={`Foto papan ${takenAt(photo)}`} boxSize="24" objectFit="cover" loading="lazy" />
          </Link>
          {onRemove && (
            <IconButton size="xs" variant="outline" colorPalette="red" aria-label={`Hapus foto papan ${takenAt(photo)}`} onClick={() => onRemove(photo)}>
              <Trash2 />
            </IconButton>
          )}
        </Stack>
      ))}
    </Wrap>
  );
}

function shipmentText({ courier, service, resi }: TimelineShipment): string {
  return [`Kurir ${courier.toUpperCase()}`, `Layanan ${service}`, resi && `Resi ${resi}`].filter(Boolean).join(' · ');
}

/** Every step an order went through, each with its time; the shipping step names courier, service and resi. */
export function OrderTimeline({ history, shipment, photos = [] }: OrderTimelineProps) {
  return (
    <Stack as="ol" aria-label="Riwayat pesanan" listStyleType="none" gap="0">
      {history.map((step, index) => {
        const detail = step.status === 'dikirim' && shipment ? shipmentText(shipment) : step.note;
        const last = index === history.length - 1;
        const taken = photos.filter((photo) => photo.status === step.status);
        return (
          <Flex as="li" key={`${step.status}-${step.at}`} gap="3" data-status={step.status}>
            <Flex direction="column" align="center">
              <Circle size="3" mt="1.5" bg={ENDED_BADLY.has(step.status) ? 'red.solid' : 'brand.solid'} />
              {!last && <Box flex="1" width="2px" bg="border" />}
            </Flex>
            <Box pb={last ? '0' : '4'}>
              <Text fontWeight="medium">{TIMELINE_STEPS[step.status]}</Text>
              <Text fontSize="sm" color="fg.muted">
                {formatDateTime(step.at)}
              </Text>
              {detail && <Text fontSize="sm">{detail}</Text>}
              {taken.length > 0 && (
                <Box mt="2">
                  <BoardPhotos photos={taken} urlOf={storedPhotoUrl} />
                </Box>
              )}
            </Box>
          </Flex>
        );
      })}
    </Stack>
  );
}
