import { missingFieldText, firstMissingField, type PriceCatalogue, type PriceQuote, type RequiredField } from '@pcb/contract';
import { AsyncContent, Box, Button, DEFAULT_ERROR_TEXT, genericFailure, Heading, useActionMutation, useNavigate, useSession, type UseQueryResult } from '@pcb/shared-ui';
import { Grid, PageHeader } from '@pcb/shared-ui/views';
import { Form, useForm, useWatch } from '@pcb/shared-ui/forms';
import type { ReactNode } from 'react';
import { paths } from '../../../app/paths';
import { createCustomRequest, customRequestsQuery, type CustomKind } from '../api';
import { PricePanel } from './price-panel';

export const SUBMIT_TEXTS = {
  noSession: { title: 'Akses tidak diizinkan', description: 'Silakan login terlebih dahulu.' },
  sent: 'Data berhasil dikirim',
};

/** Spec §8 custom submit: the server's message(s), a server error, or the connection text. */
export const SUBMIT_FAILURE = {
  server: 'Terjadi kesalahan server. Silakan coba lagi nanti.',
  network: 'Gagal mengirim data. Periksa koneksi Anda.',
  joinErrors: ' | ',
  serverMessage: true,
  fallback: 'Gagal mengirim data. Periksa koneksi Anda.',
} as const;

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
}

export interface FieldContext {
  catalogue: PriceCatalogue;
  values: FormValues;
  required: boolean;
}

/** The shown fields' values: a hidden section's choices are neither priced nor sent. */
const shownValues = (values: FormValues, shown: readonly string[]) => Object.fromEntries(shown.map((field) => [field, values[field] ?? '']));

function FormBody({ config, catalogue }: { config: CustomFormConfig; catalogue: PriceCatalogue }) {
  const navigate = useNavigate();
  const form = useForm<FormValues>({ defaultValues: Object.fromEntries(config.fields.map((field) => [field, ''])) });
  const values = useWatch({ control: form.control }) as FormValues;
  const shown = config.shownFields(values);
  const required = new Set(config.requiredFields(values).map(({ field }) => field));
  const quote = config.quote(catalogue, values);

  const submit = useActionMutation({
    surface: 'shop',
    check: (chosen: FormValues) => {
      if (!useSession.getState().user) return SUBMIT_TEXTS.noSession;
      const missing = firstMissingField(config.requiredFields(chosen), chosen);
      return missing && missingFieldText(missing);
    },
    action: async (chosen: FormValues) => {
      const { status } = await createCustomRequest(config.kind, { ...shownValues(chosen, config.shownFields(chosen)), total_cost: config.quote(catalogue, chosen).total });
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
        <Heading as="h2" size="md">
          Spesifikasi
        </Heading>
        <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
          {shown.map((field) => config.renderField(field, { catalogue, values, required: required.has(field) }))}
        </Grid>
        <Button type="submit" loading={submit.isPending} alignSelf="start">
          Simpan Ke Keranjang
        </Button>
      </Form>
      <PricePanel quote={quote} />
    </Grid>
  );
}

/** A custom form: the catalogue's options, the spec's conditional sections, a running price and the submit. */
export function CustomRequestForm({ config }: { config: CustomFormConfig }) {
  return (
    <>
      <PageHeader title={config.title} description="Pilih spesifikasi; harga berjalan dihitung di Kalkulasi Harga." />
      {/* The form is taller than a screen: reserving a screen for it keeps the footer from jumping down when the options arrive (CLS). */}
      <Box minH="100vh">
        <AsyncContent query={config.catalogue} failure={genericFailure(DEFAULT_ERROR_TEXT)} loadingLabel="Memuat pilihan...">
          {(catalogue) => <FormBody config={config} catalogue={catalogue} />}
        </AsyncContent>
      </Box>
    </>
  );
}
