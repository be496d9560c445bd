import { MAX_ORDER_PHOTOS, ORDER_PHOTO_STATUSES, ORDER_PHOTO_TEXTS, type OrderPhoto, type Transaction } from '@pcb/contract';
import { Button, scopedKey, Stack, Text, useConfirm } from '@pcb/shared-ui';
import { BoardPhotos, storedPhotoUrl } from '@pcb/shared-ui/views';
import { ImagePlus } from 'lucide-react';
import { useRef, type ChangeEvent } from 'react';
import { useAdminAction } from '../../../lib/use-admin-action';
import { addOrderPhoto, removeOrderPhoto } from '../api';
import { PHOTO_FAILURE, PHOTO_REMOVAL_FAILURE } from '../texts';

const PHOTO_STEPS: readonly string[] = ORDER_PHOTO_STATUSES;

/**
 * Foto Papan: the photos so far, each removable once confirmed (one attached by mistake), and, while the
 * order is made or shipped, a button that attaches one more.
 */
export function OrderPhotosSection({ transaction }: { transaction: Transaction }) {
  const input = useRef<HTMLInputElement>(null);
  const add = useAdminAction({
    action: addOrderPhoto,
    success: ORDER_PHOTO_TEXTS.added,
    failure: PHOTO_FAILURE,
    invalidates: [scopedKey('admin', 'transactions')],
  });
  const remove = useAdminAction({
    action: removeOrderPhoto,
    success: ORDER_PHOTO_TEXTS.removed,
    failure: PHOTO_REMOVAL_FAILURE,
    invalidates: [scopedKey('admin', 'transactions')],
  });
  const confirmRemoval = useConfirm(
    () => ({
      title: 'Hapus foto papan?',
      description: 'Foto ini akan dihapus dari pesanan dan tidak lagi terlihat oleh pembeli maupun di tautan berbagi.',
    }),
    (photo: OrderPhoto) => remove.submit({ transaction, photo }),
  );
  const open = PHOTO_STEPS.includes(transaction.status);
  const full = transaction.photos.length >= MAX_ORDER_PHOTOS;

  function chosen(event: ChangeEvent<HTMLInputElement>) {
    const photo = event.target.files?.[0];
    event.target.value = '';
    if (photo) void add.submit({ transaction, photo });
  }

  return (
    <Stack gap="2">
      {transaction.photos.length > 0 ? (
        <BoardPhotos photos={transaction.photos} urlOf={storedPhotoUrl} onRemove={confirmRemoval.ask} />
      ) : (
        <Text color="fg.muted">Belum ada foto papan.</Text>
      )}
      {confirmRemoval.dialog}
      {open && (
        <>
          <input ref={input} type="file" accept="image/jpeg,image/png" hidden aria-label="File foto papan" onChange={chosen} />
          <Button size="sm" variant="outline" alignSelf="start" loading={add.isPending} disabled={full} onClick={() => input.current?.click()}>
            <ImagePlus /> Tambah Foto Papan
          </Button>
          <Text fontSize="sm" color="fg.muted">
            {full ? ORDER_PHOTO_TEXTS.tooMany : `JPEG atau PNG, paling besar 1 MB; paling banyak ${MAX_ORDER_PHOTOS} foto.`}
          </Text>
        </>
      )}
    </Stack>
  );
}
