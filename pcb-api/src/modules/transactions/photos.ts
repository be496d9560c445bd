import { MAX_ORDER_PHOTOS, ORDER_PHOTO_STATUSES, ORDER_PHOTO_TEXTS, type OrderPhoto } from '@pcb/contract';
import { httpErrors } from '@fastify/sensible';
import type { Database } from '../../db/database';
import { validationFailed } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { checkPicture, savePicture } from '../../lib/picture-upload';
import { withFiles, type FileStore } from '../../plugins/files';
import type { UploadedFile } from '../../types';
import { NOT_FOUND_MESSAGE } from './lifecycle';
import { transactionRepository, type PhotoRow } from './repository';

const PHOTO_STEPS: readonly string[] = ORDER_PHOTO_STATUSES;

export const photoOnWire = ({ _id, status, picture_url, at }: PhotoRow, filesPublicUrl: string): OrderPhoto => ({
  _id,
  status,
  picture_url,
  image_url: `${filesPublicUrl}/${picture_url}`,
  at: new Date(at).toISOString(),
});

const refused = (message: string) => validationFailed([{ msg: message, path: 'photo', location: 'body' }]);

/** Photos of the board the admin attaches to an order while it is made and once it is shipped. */
export function orderPhotoService({ db, files, filesPublicUrl }: { db: Database; files: FileStore; filesPublicUrl: string }) {
  return {
    /** Checked as every picture of the shop is; stored with its row, at the order's step, or not at all. */
    async add(id: string, upload: UploadedFile | undefined): Promise<{ message: string; data: OrderPhoto }> {
      const checked = checkPicture(upload, true);
      if (!checked.ok) throw refused(checked.message);
      const photoId = newId();
      await withFiles(db, files, async (tx, store) => {
        const orders = transactionRepository(tx);
        // The order's row stays locked until the photo is in: a status change or a second photo waits.
        const status = await orders.lockStatus(id);
        if (!status) throw httpErrors.notFound(NOT_FOUND_MESSAGE);
        if (!PHOTO_STEPS.includes(status)) throw httpErrors.conflict(ORDER_PHOTO_TEXTS.wrongStatus);
        if ((await orders.photos([id])).length >= MAX_ORDER_PHOTOS) throw httpErrors.conflict(ORDER_PHOTO_TEXTS.tooMany);
        const stored = await savePicture(store, 'order-photo', checked.picture);
        if (!stored) throw new Error('a required picture was not checked');
        await orders.addPhoto({ _id: photoId, transaction_id: id, status: status as OrderPhoto['status'], picture_url: stored });
      });
      const added = (await transactionRepository(db).photos([id])).find((row) => row._id === photoId) as PhotoRow;
      return { message: ORDER_PHOTO_TEXTS.added, data: photoOnWire(added, filesPublicUrl) };
    },

    /** A photo attached by mistake goes with its stored file, in one transaction: the order and its share links stop showing it. */
    async remove(id: string, photoId: string): Promise<{ message: string; removed: string }> {
      const removed = await withFiles(db, files, async (tx, store) => {
        const picture = await transactionRepository(tx).removePhoto(id, photoId);
        if (!picture) throw httpErrors.notFound(ORDER_PHOTO_TEXTS.notFound);
        await store.remove(picture);
        return picture;
      });
      return { message: ORDER_PHOTO_TEXTS.removed, removed };
    },
  };
}
