import { ApiError, describeFailure, useActionMutation } from '@pcb/shared-ui';
import { cancelRequest, copyRequest, customRequestsQuery, deleteRequest, sendForReview, type CustomRequest } from '../api';

export const REQUEST_TEXTS = {
  sent: 'Request berhasil dikirimkan ke admin',
  deleted: 'Data berhasil dihapus',
  deleteFailed: 'Terjadi kesalahan.',
  cancelled: 'Request Dibatalkan',
  failed: 'Terjadi Kesalahan',
  // Not given by the spec: a rejected request copied into a new draft.
  copied: 'Request disalin menjadi draf baru',
};

const refresh = [customRequestsQuery.queryKey];

/** A refused upload (wrong file, a zip without Gerber) says why; any other failure is the spec's text. */
const sendFailure = (error: unknown) =>
  error instanceof ApiError && error.status === 400 ? describeFailure(error, { serverMessage: true, fallback: REQUEST_TEXTS.failed }) : REQUEST_TEXTS.failed;

/** What a buyer can do with a custom request; each success refreshes the custom cart. */
export function useRequestActions() {
  const send = useActionMutation({
    surface: 'shop',
    action: ({ request, file }: { request: CustomRequest; file: File | null }) => sendForReview(request, file),
    success: REQUEST_TEXTS.sent,
    failure: sendFailure,
    invalidates: refresh,
  });
  const cancel = useActionMutation({
    surface: 'shop',
    action: cancelRequest,
    success: REQUEST_TEXTS.cancelled,
    failure: { fallback: REQUEST_TEXTS.failed },
    invalidates: refresh,
  });
  const remove = useActionMutation({
    surface: 'shop',
    action: deleteRequest,
    success: REQUEST_TEXTS.deleted,
    failure: { fallback: REQUEST_TEXTS.deleteFailed },
    invalidates: refresh,
  });
  const copy = useActionMutation({
    surface: 'shop',
    action: copyRequest,
    success: REQUEST_TEXTS.copied,
    failure: { serverMessage: true, fallback: REQUEST_TEXTS.failed },
    invalidates: refresh,
  });
  return { send, cancel, remove, copy };
}
