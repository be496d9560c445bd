import { categoryEndpoints } from './categories';
import type { Endpoint } from './endpoint';
import { productEndpoints } from './products';

export * from './endpoint';
export * from './common';
export * from './products';
export * from './categories';
export * from './bff';

/** Every upstream endpoint, by name: the single table pcb-api serves, the BFF allow-lists and the UIs call. */
export const endpoints = {
  ...productEndpoints,
  ...categoryEndpoints,
} satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof endpoints;
