import type { UploadedFile } from '../types';
import { extensionOf, pictureKind } from './file-types';

/** Every picture (product, category, profile): jpeg or png by content and name, at most 1 MiB, the BFF's limit too. */
export const PICTURE_MAX_BYTES = 1024 * 1024;

/** The upload option of a route that takes one picture in `field`. */
export const pictureUpload = (field: string) => ({ multipart: { files: [field], maxFileBytes: PICTURE_MAX_BYTES } });

export const NOT_A_PICTURE = 'Only JPEG, JPG, and PNG images are allowed!';

export type PictureCheck = { ok: true; kind: 'jpeg' | 'png' | null } | { ok: false; message: string };

/** `kind` is null when no picture was sent and none is required (the old one stays). */
export function checkPicture(upload: UploadedFile | undefined, required: boolean): PictureCheck {
  if (!upload || upload.data.length === 0) return required ? { ok: false, message: 'Image is required!' } : { ok: true, kind: null };
  if (upload.truncated) return { ok: false, message: 'Image size must be at most 1MB!' };
  const kind = pictureKind(upload.data, upload.mimetype);
  if (!kind || !['jpg', 'jpeg', 'png'].includes(extensionOf(upload.filename))) {
    return { ok: false, message: NOT_A_PICTURE };
  }
  return { ok: true, kind };
}
