import { accountEndpoints } from './account';
import { authEndpoints } from './auth';
import { cartEndpoints } from './cart';
import { categoryEndpoints } from './categories';
import { customRequestEndpoints } from './custom-requests';
import { devEndpoints } from './dev';
import type { Endpoint } from './endpoint';
import { optionEndpoints } from './options';
import { productEndpoints } from './products';
import { shippingEndpoints } from './shipping';
import { transactionEndpoints } from './transactions';
import { paymentEndpoints } from './payments';
import { dashboardEndpoints } from './dashboard';
import { mailEndpoints } from './mail';
import { sessionEndpoints } from './sessions';
import { twoFactorEndpoints } from './two-factor';
import { shareEndpoints } from './shares';
import { reviewTimeEndpoints } from './review-time';
import { reorderEndpoints } from './reorder';
import { designRevisionEndpoints } from './design-revisions';
import { designCapabilityEndpoints } from './design-capabilities';

export * from './endpoint';
export * from './common';
export * from './products';
export * from './categories';
export * from './auth';
export * from './account';
export * from './cart';
export * from './options';
export * from './custom-requests';
export * from './design-capabilities';
export * from './order-lines';
export * from './dev';
export * from './shipping';
export * from './transactions';
export * from './payments';
export * from './dashboard';
export * from './mail';
export * from './openapi';
export * from './bff';
export * from './releases';
export * from './platform';
export * from './sessions';
export * from './two-factor';
export * from './shares';
export * from './review-time';
export * from './reorder';
export * from './design-revisions';

/**
 * Every upstream endpoint, by name: the single table pcb-api serves and the BFF allow-lists. Browser
 * code calls through the domain tables instead (`productEndpoints.listProducts`): this object holds
 * them all, so a bundle that reads it keeps every endpoint of the API.
 */
export const endpoints = {
  ...productEndpoints,
  ...categoryEndpoints,
  ...authEndpoints,
  ...accountEndpoints,
  ...cartEndpoints,
  ...optionEndpoints,
  ...customRequestEndpoints,
  ...devEndpoints,
  ...shippingEndpoints,
  ...transactionEndpoints,
  ...paymentEndpoints,
  ...dashboardEndpoints,
  ...mailEndpoints,
  ...sessionEndpoints,
  ...twoFactorEndpoints,
  ...shareEndpoints,
  ...reviewTimeEndpoints,
  ...reorderEndpoints,
  ...designRevisionEndpoints,
  ...designCapabilityEndpoints,
} satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof endpoints;
