import {
  CAPABILITY_LENGTHS,
  capabilityLengthText,
  readCapabilities,
  type CapabilityLength,
  type CapabilityProblem,
  type DesignCapabilities,
} from '@pcb/contract/domain';
import { AsyncContent, Button, PageTitle, SimpleGrid, Text, useQuery } from '@pcb/shared-ui';
import { Form, TextField, useForm } from '@pcb/shared-ui/forms';
import { PageHeader } from '@pcb/shared-ui/views';
import { useState } from 'react';
import { useAdminAction } from '../../../lib/use-admin-action';
import { changedBy, designCapabilitiesQuery, saveCapabilities } from '../api';
import { CAPABILITY_PAGE_TEXTS as T, SAVE_FAILURE } from '../texts';

/** The form's values: every figure as typed, so `0,2` and a wrong entry both reach the contract's checks. */
type CapabilityValues = Record<CapabilityLength | 'layer_counts', string>;

const LENGTHS = Object.entries(CAPABILITY_LENGTHS) as [CapabilityLength, (typeof CAPABILITY_LENGTHS)[CapabilityLength]][];

const asValues = (capabilities: DesignCapabilities): CapabilityValues => ({
  ...(Object.fromEntries(LENGTHS.map(([key]) => [key, capabilityLengthText(capabilities[key])])) as Record<CapabilityLength, string>),
  layer_counts: capabilities.layer_counts.join(', '),
});

function CapabilitiesForm({ saved }: { saved: DesignCapabilities }) {
  const form = useForm<CapabilityValues>({ defaultValues: asValues(saved) });
  // Every problem of the last try stands at its field; the toast names the first.
  const [problems, setProblems] = useState<CapabilityProblem[]>([]);
  const problemAt = (field: keyof CapabilityValues) => problems.find((problem) => problem.path === field)?.msg;
  const save = useAdminAction({
    check: (values: CapabilityValues) => {
      const read = readCapabilities(values);
      setProblems(read.ok ? [] : read.problems);
      return read.ok ? undefined : read.problems[0].msg;
    },
    action: (values: CapabilityValues) => saveCapabilities(values),
    success: T.saved,
    failure: SAVE_FAILURE,
    invalidates: changedBy(),
    onSuccess: (answer) => form.reset(asValues(answer)),
  });
  return (
    <Form form={form} onSubmit={save.submit} label={T.title} maxW="3xl">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {LENGTHS.map(([key, { label }]) => (
          <TextField key={key} name={key} label={`${label} (mm)`} inputMode="decimal" errorText={problemAt(key)} />
        ))}
        <TextField name="layer_counts" label={T.layerCounts} helperText={T.layerCountsHint} errorText={problemAt('layer_counts')} />
      </SimpleGrid>
      <Button type="submit" alignSelf="flex-start" loading={save.isPending} loadingText={T.saving}>
        {T.save}
      </Button>
    </Form>
  );
}

/** `/admin/kemampuan-produksi` (issue 36): what the centre can make, the limits every design inspection checks against. */
export function CapabilitiesPage() {
  const saved = useQuery(designCapabilitiesQuery);
  return (
    <>
      <PageTitle page={T.title} />
      <PageHeader title={T.title} />
      <Text color="fg.muted" maxW="3xl" mb="4">
        {T.intro}
      </Text>
      <AsyncContent query={saved} failure={T.loadFailed} isEmpty={() => false}>
        {(capabilities) => <CapabilitiesForm saved={capabilities} />}
      </AsyncContent>
    </>
  );
}
