import { scopedKey } from '@pcb/shared-ui';
import { allFilled, firstProblem, NumberField, TextareaField, useForm, type Rule } from '@pcb/shared-ui/forms';
import { FormDialog } from '@pcb/shared-ui/overlays';
import { useAdminAction } from '../../../lib/use-admin-action';
import { approveRequest, rejectRequest, type ReviewedRequest } from '../api';
import { REQUEST_TEXTS, REVIEW_FAILURE } from '../texts';

type WeightValues = { weight: string };
type ReasonValues = { reason: string };

const WEIGHT_RULES: Rule<WeightValues>[] = [({ weight }) => (Number(weight) > 0 ? undefined : REQUEST_TEXTS.weightTooSmall)];
const REASON_RULES: Rule<ReasonValues>[] = [allFilled<ReasonValues>(['reason'], REQUEST_TEXTS.reasonRequired)];

// A review changes the lists, the dashboard's count and the buyer's view alike: every admin read is refreshed.
const EVERY_ADMIN_READ = [scopedKey('admin')];

interface ReviewDialogProps {
  request: ReviewedRequest;
  onClose(): void;
}

/** Approve: the parcel's weight in grams, above 0. */
export function ApproveDialog({ request, onClose }: ReviewDialogProps) {
  const form = useForm<WeightValues>({ defaultValues: { weight: '' } });
  const approve = useAdminAction({
    check: (values: WeightValues) => firstProblem(values, WEIGHT_RULES),
    action: ({ weight }: WeightValues) => approveRequest({ request, weight }),
    success: REQUEST_TEXTS.approved,
    failure: REVIEW_FAILURE,
    invalidates: EVERY_ADMIN_READ,
    onSuccess: onClose,
  });
  return (
    <FormDialog open title={`Setujui ${request.name}`} form={form} submitLabel="Approve" pending={approve.isPending} onSubmit={approve.submit} onClose={onClose}>
      <NumberField name="weight" label="Berat produk (gram)" min={0} step={1} />
    </FormDialog>
  );
}

/** Reject: the reason the buyer will read. */
export function RejectDialog({ request, onClose }: ReviewDialogProps) {
  const form = useForm<ReasonValues>({ defaultValues: { reason: '' } });
  const reject = useAdminAction({
    check: (values: ReasonValues) => firstProblem(values, REASON_RULES),
    action: ({ reason }: ReasonValues) => rejectRequest({ request, reason }),
    success: REQUEST_TEXTS.rejected,
    failure: REVIEW_FAILURE,
    invalidates: EVERY_ADMIN_READ,
    onSuccess: onClose,
  });
  return (
    <FormDialog open title={`Tolak ${request.name}`} form={form} submitLabel="Reject" pending={reject.isPending} onSubmit={reject.submit} onClose={onClose}>
      <TextareaField name="reason" label="Alasan penolakan" />
    </FormDialog>
  );
}
