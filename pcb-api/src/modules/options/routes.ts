import type { FastifyInstance } from 'fastify';
import { endpoints } from '@pcb/contract';
import { serve } from '../../lib/serve';

const BAD_ITEM_IDS = { invalidParamsMessage: 'Invalid typeId or itemId format' };

const CATALOGUES = [
  {
    kind: 'prototype',
    list: endpoints.adminListPrototypeOptions,
    group: endpoints.getPrototypeOptionGroup,
    item: endpoints.getPrototypeOptionItem,
    add: endpoints.addPrototypeOption,
    update: endpoints.updatePrototypeOption,
    remove: endpoints.deletePrototypeOption,
  },
  {
    kind: 'assembly',
    list: endpoints.adminListAssemblyOptions,
    group: endpoints.getAssemblyOptionGroup,
    item: endpoints.getAssemblyOptionItem,
    add: endpoints.addAssemblyOption,
    update: endpoints.updateAssemblyOption,
    remove: endpoints.deleteAssemblyOption,
  },
] as const;

export async function optionRoutes(app: FastifyInstance): Promise<void> {
  for (const c of CATALOGUES) {
    const options = app.optionCatalogues[c.kind];
    if (c.kind === 'prototype') serve(app, endpoints.listPrototypeOptions, async () => options.list());
    serve(app, c.list, async () => options.list());
    serve(app, c.group, async (r) => options.group(r.params.typeId));
    serve(app, c.item, async (r) => options.groupOfItem(r.params.typeId, r.params.itemId), BAD_ITEM_IDS);
    serve(app, c.add, async (r) => options.add(r.params.typeId, r.body));
    serve(app, c.update, async (r) => options.update(r.params.typeId, r.params.itemId, r.body), BAD_ITEM_IDS);
    serve(app, c.remove, async (r) => options.remove(r.params.typeId, r.params.itemId), BAD_ITEM_IDS);
  }
}
