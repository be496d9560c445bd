import type { UploadedFile } from '../types';
import { EXTENSION_OF, extensionOf, pictureKind } from './file-types';
import { withoutMetadata } from './picture-metadata';
import type { FileStore, Folder } from '../plugins/files';

/** Every picture (product, category, profile): jpeg or png by content and name, at most 1 MiB, the BFF's limit too. */
export const PICTURE_MAX_BYTES = 1024 * 1024;

/** The upload option of a route that takes one picture in `field`. */
export const pictureUpload = (field: string) => ({ multipart: { files: [field], maxFileBytes: PICTURE_MAX_BYTES } });

export const NOT_A_PICTURE = 'Only JPEG, JPG, and PNG images are allowed!';

/** A checked picture: its kind and its bytes without metadata (where and with what it was taken stays with the uploader). */
export interface CleanPicture {
  kind: 'jpeg' | 'png';
  data: Buffer;
}

export type PictureCheck = { ok: true; picture: CleanPicture | null } | { ok: false; message: string };

/** `picture` is null when none was sent and none is required (the old one stays). */
export function checkPicture(upload: UploadedFile | undefined, required: boolean): PictureCheck {
  if (!upload || upload.data.length === 0) return required ? { ok: false, message: 'Image is required!' } : { ok: true, picture: null };
  if (upload.truncated) return { ok: false, message: 'Image size must be at most 1MB!' };
  const picture = cleanPicture(upload);
  return picture && ['jpg', 'jpeg', 'png'].includes(extensionOf(upload.filename)) ? { ok: true, picture } : { ok: false, message: NOT_A_PICTURE };
}

/** A jpeg or png by content, without its metadata; null when it is neither or does not parse. */
export function cleanPicture(upload: UploadedFile): CleanPicture | null {
  const kind = pictureKind(upload.data, upload.mimetype);
  const data = kind && withoutMetadata(kind, upload.data);
  return kind && data ? { kind, data } : null;
}

/** Stores a checked picture in `folder`; null when there is none to store. */
export const savePicture = (files: FileStore, folder: Folder, picture: CleanPicture | null): Promise<string | null> =>
  picture ? files.save(folder, EXTENSION_OF[picture.kind], picture.data) : Promise.resolve(null);
