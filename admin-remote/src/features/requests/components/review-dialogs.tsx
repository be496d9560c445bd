import { FINAL_COST_INVALID, requestSpecification } from '@pcb/contract';
import { Alert, formatRupiah, Heading, scopedKey, Stack } from '@pcb/shared-ui';
import { allFilled, firstProblem, NumberField, TextareaField, useForm, type Rule } from '@pcb/shared-ui/forms';
import { FormDialog } from '@pcb/shared-ui/overlays';
import { FactTable } from '@pcb/shared-ui/views';
import { useAdminAction } from '../../../lib/use-admin-action';
import { approveRequest, rejectRequest, type ReviewedRequest } from '../api';
import { REQUEST_TEXTS, REVIEW_FAILURE } from '../texts';
import { measuredFacts, measuredWarnings } from './measured-design';

type ApproveValues = { weight: string; final_cost: string };
type ReasonValues = { reason: string };

const APPROVE_RULES: Rule<ApproveValues>[] = [
  ({ weight }) => (Number(weight) > 0 ? undefined : REQUEST_TEXTS.weightTooSmall),
  ({ final_cost }) => (/^\d+$/.test(final_cost.trim()) && Number(final_cost) > 0 ? undefined : FINAL_COST_INVALID),
];
const REASON_RULES: Rule<ReasonValues>[] = [allFilled<ReasonValues>(['reason'], REQUEST_TEXTS.reasonRequired)];

// A review changes the lists, the dashboard's count and the buyer's view alike: every admin read is refreshed.
const EVERY_ADMIN_READ = [scopedKey('admin')];

interface ReviewDialogProps {
  request: ReviewedRequest;
  onClose(): void;
}

/** What the admin decides on: the price the buyer saw, the measured design and where it differs, the specification. */
function ApprovalFacts({ request }: { request: ReviewedRequest }) {
  const warnings = measuredWarnings(request);
  return (
    <Stack gap="4">
      <FactTable caption="Ringkasan" facts={[{ label: 'Harga saat diajukan', value: formatRupiah(request.total_cost) }, ...measuredFacts(request)]} />
      {warnings.length > 0 && (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Peringatan desain</Alert.Title>
            {warnings.map((warning) => (
              <Alert.Description key={warning}>{warning}</Alert.Description>
            ))}
          </Alert.Content>
        </Alert.Root>
      )}
      <Heading as="h3" size="sm">
        Spesifikasi
      </Heading>
      <FactTable caption="Spesifikasi" facts={requestSpecification(request.kind, request)} />
    </Stack>
  );
}

/** Approve: the parcel's weight in grams, above 0, and the final price in whole rupiah (the current one unless changed). */
export function ApproveDialog({ request, onClose }: ReviewDialogProps) {
  const form = useForm<ApproveValues>({ defaultValues: { weight: '', final_cost: String(request.final_cost ?? request.total_cost) } });
  const approve = useAdminAction({
    check: (values: ApproveValues) => firstProblem(values, APPROVE_RULES),
    action: ({ weight, final_cost }: ApproveValues) => approveRequest({ request, weight, finalCost: final_cost }),
    success: REQUEST_TEXTS.approved,
    failure: REVIEW_FAILURE,
    invalidates: EVERY_ADMIN_READ,
    onSuccess: onClose,
  });
  return (
    <FormDialog
      open
      title={`Setujui ${request.name}`}
      form={form}
      submitLabel="Approve"
      pending={approve.isPending}
      onSubmit={approve.submit}
      onClose={onClose}
      maxWidth="2xl"
    >
      <Stack gap="5">
        <ApprovalFacts request={request} />
        <NumberField name="weight" label="Berat produk (gram)" min={0} step={1} />
        <NumberField name="final_cost" label="Harga akhir (Rp)" min={1} step={1} />
      </Stack>
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
