import { ApiError, describeFailure, useActionMutation, type ActionOptions } from '@pcb/shared-ui';
import { PRICE_CHANGE_TEXTS } from '@pcb/contract';
import { REVISION_TEXTS } from '@pcb/contract';
import {
  acceptPrice,
  cancelRequest,
  copyRequest,
  customRequestsQuery,
  declinePrice,
  deleteRequest,
  reviseDesign,
  sendForReview,
  type CustomRequest,
} from '../api';
import { REQUEST_TEXTS } from '../texts';

/** A buyer's write on a custom request, with the shop's toasts; each success refreshes the custom cart. */
const useRequestAction = <Vars, Data>(options: Pick<ActionOptions<Vars, Data>, 'action' | 'success' | 'failure' | 'check' | 'onSuccess'>) =>
  useActionMutation({ ...options, surface: 'shop', invalidates: [customRequestsQuery.queryKey] });

/** A refused upload (wrong file, a zip without Gerber) says why; any other failure is the spec's text. */
const sendFailure = (error: unknown) =>
  error instanceof ApiError && error.status === 400 ? describeFailure(error, { serverMessage: true, fallback: REQUEST_TEXTS.failed }) : REQUEST_TEXTS.failed;

/** What a buyer can do with a custom request; `onDeclined` closes the screen's reason dialog. */
export function useRequestActions({ onDeclined }: { onDeclined?: () => void } = {}) {
  const send = useRequestAction({
    action: ({ request, file }: { request: CustomRequest; file: File | null }) => sendForReview(request, file),
    success: REQUEST_TEXTS.sent,
    failure: sendFailure,
  });
  const revise = useRequestAction({ action: reviseDesign, success: REVISION_TEXTS.added, failure: sendFailure });
  const cancel = useRequestAction({ action: cancelRequest, success: REQUEST_TEXTS.cancelled, failure: { fallback: REQUEST_TEXTS.failed } });
  const remove = useRequestAction({ action: deleteRequest, success: REQUEST_TEXTS.deleted, failure: { fallback: REQUEST_TEXTS.deleteFailed } });
  const copy = useRequestAction({ action: copyRequest, success: REQUEST_TEXTS.copied, failure: { serverMessage: true, fallback: REQUEST_TEXTS.failed } });
  const accept = useRequestAction({
    action: acceptPrice,
    success: REQUEST_TEXTS.priceAccepted,
    failure: { serverMessage: true, fallback: REQUEST_TEXTS.failed },
  });
  const decline = useRequestAction({
    action: declinePrice,
    check: ({ reason }: { request: CustomRequest; reason: string }) => (reason.trim() ? undefined : PRICE_CHANGE_TEXTS.declineReasonMissing),
    success: REQUEST_TEXTS.priceDeclined,
    failure: { serverMessage: true, fallback: REQUEST_TEXTS.failed },
    onSuccess: onDeclined,
  });
  return { send, revise, cancel, remove, copy, accept, decline };
}
