import { Type, type Static } from '@sinclair/typebox';
import { ErrorBody, MAX_LENGTH } from './common';
import { CAPABILITY_LENGTHS, DesignCapabilities, MAX_LAYER_COUNT, type CapabilityLength } from './domain/design-capabilities';
import { endpoint } from './endpoint';

/** The body of a save: numbers, or numbers as typed (`0,2` with the Indonesian comma), each checked by `readCapabilities`. */
const Length = Type.Optional(Type.Union([Type.Number(), Type.String({ maxLength: MAX_LENGTH.short })]));
export const DesignCapabilitiesBody = Type.Object({
  ...(Object.fromEntries(Object.keys(CAPABILITY_LENGTHS).map((key) => [key, Length])) as Record<CapabilityLength, typeof Length>),
  // The text first: Fastify's Ajv would otherwise coerce a typed `1, 2, 4` into an array of that one text.
  layer_counts: Type.Optional(
    Type.Union([
      Type.String({ maxLength: MAX_LENGTH.short }),
      Type.Array(Type.Union([Type.Number(), Type.String({ maxLength: 10 })]), { maxItems: MAX_LAYER_COUNT }),
    ]),
  ),
});
export type DesignCapabilitiesBody = Static<typeof DesignCapabilitiesBody>;

export const designCapabilityEndpoints = {
  getDesignCapabilities: endpoint({
    method: 'GET',
    path: 'design-capabilities',
    session: 'none',
    summary: "What the centre can make: the limits every design inspection checks against (the browser's preview and pcb-api's alike)",
    schema: { response: { 200: DesignCapabilities } },
  }),
  updateDesignCapabilities: endpoint({
    method: 'PUT',
    path: 'admin/design-capabilities',
    session: 'admin',
    summary: 'Saves what the centre can make; inspections started afterwards check against it',
    schema: { body: DesignCapabilitiesBody, response: { 200: DesignCapabilities, 400: ErrorBody } },
  }),
};
