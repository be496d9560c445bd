import {
  defaultPrototypeChoices,
  PROTOTYPE_FIELDS,
  proposeBoardOptions,
  prototypeOptionGroup,
  quotePrototype,
  requiredPrototypeFields,
  shownPrototypeFields,
  type PrototypeField,
} from '@pcb/contract/domain';
import { PageTitle, useQuery } from '@pcb/shared-ui';
import { optionQueries } from '../api';
import { CustomRequestForm, type CustomFormConfig } from './custom-request-form';
import { FreeTextField, OptionSelect } from './option-fields';

const FREE_TEXT: ReadonlySet<string> = new Set(['notes', 'remove_product_no']);

/** `/custom-prototype`: the prototype form with the spec's conditional sections and its running price. */
export function PrototypeFormPage() {
  const config: CustomFormConfig = {
    kind: 'prototype',
    title: 'Custom Prototype',
    catalogue: useQuery(optionQueries.prototype),
    fields: PROTOTYPE_FIELDS,
    shownFields: shownPrototypeFields,
    requiredFields: requiredPrototypeFields,
    quote: quotePrototype,
    defaults: defaultPrototypeChoices,
    proposeFromDesign: proposeBoardOptions,
    renderField: (field, context) =>
      FREE_TEXT.has(field) ? (
        <FreeTextField key={field} field={field} context={context} />
      ) : (
        <OptionSelect key={field} field={field} group={prototypeOptionGroup(field as PrototypeField, context.values)} context={context} />
      ),
  };
  return (
    <>
      <PageTitle page="Custom Prototype" />
      <CustomRequestForm config={config} />
    </>
  );
}
