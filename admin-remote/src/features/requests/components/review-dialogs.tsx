import { FINAL_COST_INVALID, PRICE_CHANGE_TEXTS } from '@pcb/contract';
import { requestSpecification } from '@pcb/contract/domain';
import { Alert, formatRupiah, Heading, scopedKey, Stack } from '@pcb/shared-ui';
import { allFilled, CheckboxField, firstProblem, NumberField, TextareaField, useForm, type Rule } from '@pcb/shared-ui/forms';
import { FormDialog } from '@pcb/shared-ui/overlays';
import { cannotBeMade, DesignRuleReport, FactTable } from '@pcb/shared-ui/views';
import { useAdminAction } from '../../../lib/use-admin-action';
import { approveRequest, rejectRequest, type ReviewedRequest, type TypedPriceChange } from '../api';
import { REQUEST_TEXTS, REVIEW_FAILURE } from '../texts';
import { measuredFacts, measuredWarnings } from './measured-design';
import { PriceChangesFields, typedAmount, typedFinalPrice } from './price-changes-fields';

type ApproveValues = { weight: string; price_changes: TypedPriceChange[]; resolved_with_buyer: boolean };
type ReasonValues = { reason: string };

/**
 * The spec's weight rule, then pcb-api's rules for the named changes and the final price they make; with a design
 * that cannot be made as it is, the admin's word that it was resolved with the buyer (issue 36).
 */
const approveRules = (totalCost: number, openFaults: boolean): Rule<ApproveValues>[] => [
  ({ weight }) => (Number(weight) > 0 ? undefined : REQUEST_TEXTS.weightTooSmall),
  ({ resolved_with_buyer }) => (openFaults && !resolved_with_buyer ? REQUEST_TEXTS.faultsUnresolved : undefined),
  ({ price_changes }) => (price_changes.some((change) => !change.reason.trim()) ? PRICE_CHANGE_TEXTS.reasonMissing : undefined),
  ({ price_changes }) => (price_changes.some((change) => !typedAmount(change.amount)) ? PRICE_CHANGE_TEXTS.amountInvalid : undefined),
  ({ price_changes }) => (typedFinalPrice(totalCost, price_changes) > 0 ? undefined : FINAL_COST_INVALID),
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
  // The report carries the order's warnings; a design read before the report has only the warnings.
  const rules = request.design_inspection?.rules;
  return (
    <Stack gap="4">
      {request.price_decline_reason && (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title>{`Pembeli menolak perubahan harga sebelumnya: ${request.price_decline_reason}`}</Alert.Title>
        </Alert.Root>
      )}
      <FactTable caption="Ringkasan" facts={[{ label: 'Harga saat diajukan', value: formatRupiah(request.total_cost) }, ...measuredFacts(request)]} />
      {rules ? (
        <DesignRuleReport rules={rules} />
      ) : (
        warnings.length > 0 && (
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>Peringatan desain</Alert.Title>
              {warnings.map((warning) => (
                <Alert.Description key={warning}>{warning}</Alert.Description>
              ))}
            </Alert.Content>
          </Alert.Root>
        )
      )}
      <Heading as="h3" size="sm">
        Spesifikasi
      </Heading>
      <FactTable caption="Spesifikasi" facts={requestSpecification(request.kind, request)} />
    </Stack>
  );
}

/** Approve: the parcel's weight in grams, above 0, and each change from the price the buyer saw, named. */
export function ApproveDialog({ request, onClose }: ReviewDialogProps) {
  const form = useForm<ApproveValues>({ defaultValues: { weight: '', price_changes: [], resolved_with_buyer: false } });
  const faults = cannotBeMade(request.design_inspection?.rules);
  const approve = useAdminAction({
    check: (values: ApproveValues) => firstProblem(values, approveRules(request.total_cost, faults.length > 0)),
    action: ({ weight, price_changes, resolved_with_buyer }: ApproveValues) =>
      approveRequest({ request, weight, priceChanges: price_changes, resolvedWithBuyer: resolved_with_buyer }),
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
        {faults.length > 0 && <CheckboxField name="resolved_with_buyer" label={REQUEST_TEXTS.resolvedWithBuyer(faults.map((check) => check.name))} />}
        <NumberField name="weight" label="Berat produk (gram)" min={0} step={1} />
        <PriceChangesFields totalCost={request.total_cost} />
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
