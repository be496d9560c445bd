import { paths } from '../../lib/paths';
import type { Catalogue } from './api';

/** Each price list's screens and title. */
export const CATALOGUE_PAGES: Record<Catalogue, { title: string; list: string; add: string; edit: string }> = {
  prototype: { title: 'Custom Prototype', list: paths.prototypeOptions, add: paths.addPrototypeOption, edit: paths.editPrototypeOption },
  assembly: { title: 'Custom Assembly', list: paths.assemblyOptions, add: paths.addAssemblyOption, edit: paths.editAssemblyOption },
};

/** The list with a type chosen, where the forms return to. */
export const listOfType = (catalogue: Catalogue, typeId: string) => `${CATALOGUE_PAGES[catalogue].list}?type=${encodeURIComponent(typeId)}`;
