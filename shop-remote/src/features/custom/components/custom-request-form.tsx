import { choiceOf, missingFieldText, type MeasuredBoard, type PriceCatalogue, type PriceQuote, type RequiredField } from '@pcb/contract/domain';
import {
  AsyncContent,
  Box,
  Button,
  DEFAULT_ERROR_TEXT,
  Flex,
  formatRupiah,
  genericFailure,
  Heading,
  Text,
  useActionMutation,
  useNavigate,
  useQuery,
  useSearchParams,
  useSession,
  type UseQueryResult,
} from '@pcb/shared-ui';
import { Grid, PageHeader } from '@pcb/shared-ui/views';
import { Form, useForm, useWatch } from '@pcb/shared-ui/forms';
import { useState, type ReactNode } from 'react';
import { paths } from '../../../lib/paths';
import { createCustomRequest, customRequestsQuery, updateCustomRequest, type CustomKind, type CustomRequest } from '../api';
import { GerberStart } from './gerber-start';
import { PricePanel } from './price-panel';
import { SavedDesign } from './saved-design';
import { SUBMIT_TEXTS, SUBMIT_FAILURE } from '../texts';

export type FormValues = Record<string, string>;

export interface CustomFormConfig {
  kind: CustomKind;
  title: string;
  catalogue: UseQueryResult<PriceCatalogue>;
  /** The fields every value shows, in the form's order; only these are sent. */
  fields: readonly string[];
  shownFields(values: FormValues): readonly string[];
  requiredFields(values: FormValues): readonly RequiredField[];
  quote(catalogue: PriceCatalogue, values: FormValues): PriceQuote;
  renderField(field: string, context: FieldContext): ReactNode;
  /** A new request's choices before the buyer makes any (a draft keeps its own). */
  defaults?(catalogue: PriceCatalogue): Record<string, string>;
  /** The form's choices for a measured design (the prototype form starts from the Gerber); absent, no design is taken before saving. */
  proposeFromDesign?(catalogue: PriceCatalogue, board: MeasuredBoard): Record<string, string>;
}

export interface FieldContext {
  catalogue: PriceCatalogue;
  values: FormValues;
  required: boolean;
  /** Left blank at the last submit and still blank: the field says so in place. */
  missing: boolean;
}

/** The shown fields' values: a hidden section's choices are neither priced nor sent. */
const shownValues = (values: FormValues, shown: readonly string[]) => Object.fromEntries(shown.map((field) => [field, values[field] ?? '']));

/** A draft's saved choices as the form's values, or a new request's defaults; a field without either is empty. */
const valuesOf = (fields: readonly string[], start: Record<string, unknown>): FormValues =>
  Object.fromEntries(fields.map((field) => [field, String(start[field] ?? '')]));

const missingOf = (required: readonly RequiredField[], values: FormValues) => required.filter(({ field }) => choiceOf(values, field) === '');

function FormBody({ config, catalogue, draft }: { config: CustomFormConfig; catalogue: PriceCatalogue; draft?: CustomRequest }) {
  const navigate = useNavigate();
  const form = useForm<FormValues>({ defaultValues: valuesOf(config.fields, draft ?? config.defaults?.(catalogue) ?? {}) });
  const [design, setDesign] = useState<File | null>(null);
  const [flagged, setFlagged] = useState<ReadonlySet<string>>(new Set());
  const values = useWatch({ control: form.control }) as FormValues;
  const shown = config.shownFields(values);
  const requiredNow = config.requiredFields(values);
  const required = new Set(requiredNow.map(({ field }) => field));
  const missing = new Set(missingOf(requiredNow, values).map(({ field }) => field));
  const quote = config.quote(catalogue, values);

  /** Marks every blank required choice at once and takes the buyer to the first; the spec's toast names it. */
  function missingChoice(chosen: FormValues) {
    const blank = missingOf(config.requiredFields(chosen), chosen);
    setFlagged(new Set(blank.map(({ field }) => field)));
    if (blank.length === 0) return undefined;
    form.setFocus(blank[0].field);
    return missingFieldText(blank[0]);
  }

  const submit = useActionMutation({
    surface: 'shop',
    check: (chosen: FormValues) => (useSession.getState().user ? missingChoice(chosen) : SUBMIT_TEXTS.noSession),
    action: async (chosen: FormValues) => {
      const fields = { ...shownValues(chosen, config.shownFields(chosen)), total_cost: config.quote(catalogue, chosen).total };
      if (draft) return void (await updateCustomRequest(config.kind, draft._id, fields));
      const { status } = await createCustomRequest(config.kind, fields, design);
      // The spec's success is 201 alone.
      if (status !== 201) throw new Error('Request tidak tersimpan');
    },
    success: SUBMIT_TEXTS.sent,
    failure: SUBMIT_FAILURE,
    invalidates: [customRequestsQuery.queryKey],
    onSuccess: () => navigate(paths.customCart),
  });

  return (
    <Grid templateColumns={{ base: '1fr', lg: '1fr 320px' }} gap="6" alignItems="start">
      <Form form={form} onSubmit={submit.submit} label={config.title}>
        {draft?.design_file && <SavedDesign request={draft} designFile={draft.design_file} ordered={draft.kind === 'prototype' ? values : undefined} />}
        {config.proposeFromDesign && !draft && (
          <GerberStart
            values={values}
            file={design}
            onFile={setDesign}
            propose={(board) => config.proposeFromDesign?.(catalogue, board) ?? {}}
            onProposal={(proposal) => Object.entries(proposal).forEach(([field, choice]) => form.setValue(field, choice, { shouldDirty: true }))}
          />
        )}
        <Heading as="h2" size="md">
          Spesifikasi
        </Heading>
        <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
          {shown.map((field) =>
            config.renderField(field, { catalogue, values, required: required.has(field), missing: flagged.has(field) && missing.has(field) }),
          )}
        </Grid>
        {/* On a phone the price panel is far below: the total rides with the submit at the bottom of the screen. */}
        <Flex
          position={{ base: 'sticky', lg: 'static' }}
          bottom="0"
          zIndex="docked"
          bg="bg"
          py="3"
          gap="4"
          align="center"
          justify="space-between"
          borderTopWidth={{ base: '1px', lg: '0' }}
        >
          <Text fontWeight="bold" hideFrom="lg" aria-live="polite">{`Total ${formatRupiah(quote.total)}`}</Text>
          <Button type="submit" loading={submit.isPending}>
            Simpan Ke Keranjang
          </Button>
        </Flex>
      </Form>
      <PricePanel quote={quote} />
    </Grid>
  );
}

/** `?edit={id}`: the buyer's draft of this kind, filled in; saved again in place. */
function DraftForm({ config, catalogue, id }: { config: CustomFormConfig; catalogue: PriceCatalogue; id: string }) {
  const draft = useQuery({
    ...customRequestsQuery,
    select: (requests) => requests.find((r) => r._id === id && r.kind === config.kind && r.status === 'menunggu-pengajuan') ?? null,
  });
  return (
    <AsyncContent
      query={draft}
      failure={genericFailure(DEFAULT_ERROR_TEXT)}
      emptyText={SUBMIT_TEXTS.noDraft}
      isEmpty={(found) => found === null}
      loadingLabel="Memuat draf..."
    >
      {(found) => found && <FormBody config={config} catalogue={catalogue} draft={found} />}
    </AsyncContent>
  );
}

/** A custom form: the catalogue's options, the spec's conditional sections, a running price and the submit. */
export function CustomRequestForm({ config }: { config: CustomFormConfig }) {
  const editing = useSearchParams()[0].get('edit');
  return (
    <>
      <PageHeader
        title={config.title}
        description={editing ? 'Ubah draf Anda; harga dihitung ulang di Kalkulasi Harga.' : 'Pilih spesifikasi; harga berjalan dihitung di Kalkulasi Harga.'}
      />
      {/* The form is taller than a screen: reserving a screen for it keeps the footer from jumping down when the options arrive (CLS). */}
      <Box minH="100vh">
        <AsyncContent query={config.catalogue} failure={genericFailure(DEFAULT_ERROR_TEXT)} loadingLabel="Memuat pilihan...">
          {(catalogue) => (editing ? <DraftForm config={config} catalogue={catalogue} id={editing} /> : <FormBody config={config} catalogue={catalogue} />)}
        </AsyncContent>
      </Box>
    </>
  );
}
