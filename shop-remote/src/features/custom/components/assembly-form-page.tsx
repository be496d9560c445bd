import { ASSEMBLY_FIELDS, ASSEMBLY_NUMBER_FIELDS, ASSEMBLY_OPTION_GROUPS, ASSEMBLY_REQUIRED_FIELDS, quoteAssembly } from '@pcb/contract/domain';
import { PageTitle, useQuery } from '@pcb/shared-ui';
import { optionQueries } from '../api';
import { CustomRequestForm, type CustomFormConfig } from './custom-request-form';
import { CountField, FreeTextField, OptionSelect } from './option-fields';

const COUNTS: ReadonlySet<string> = new Set(ASSEMBLY_NUMBER_FIELDS);
const GROUPS: Readonly<Record<string, string>> = ASSEMBLY_OPTION_GROUPS;

/** `/custom-assembly`: the assembly form; all fourteen fields are required, quantity and part counts are numbers. */
export function AssemblyFormPage() {
  const config: CustomFormConfig = {
    kind: 'assembly',
    title: 'Custom Assembly',
    catalogue: useQuery(optionQueries.assembly),
    fields: ASSEMBLY_FIELDS,
    shownFields: () => ASSEMBLY_FIELDS,
    requiredFields: () => ASSEMBLY_REQUIRED_FIELDS,
    quote: quoteAssembly,
    renderField: (field, context) => {
      if (COUNTS.has(field)) return <CountField key={field} field={field} context={context} />;
      if (GROUPS[field]) return <OptionSelect key={field} field={field} group={GROUPS[field]} context={context} />;
      return <FreeTextField key={field} field={field} context={context} />;
    },
  };
  return (
    <>
      <PageTitle page="Custom Assembly" />
      <CustomRequestForm config={config} />
    </>
  );
}
