import { domainPlugin } from '../domain-plugin';
import { optionRepository, type CatalogueKind } from '../../modules/options/repository';
import { optionService } from '../../modules/options/service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The price lists of the prototype and assembly forms (`app.options` is Fastify's OPTIONS route). */
    optionCatalogues: Record<CatalogueKind, ReturnType<typeof optionService>>;
  }
}

/** `app.optionCatalogues`; an assembly option's cost must stay positive when edited. */
export const optionsPlugin = domainPlugin('options', ['db'], (app) => ({
  optionCatalogues: {
    prototype: optionService(optionRepository(app.db, 'prototype'), 'Custom prototype tidak ditemukan!'),
    assembly: optionService(optionRepository(app.db, 'assembly'), 'Custom Assembly tidak ditemukan!', true),
  },
}));
