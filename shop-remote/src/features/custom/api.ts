import {
  customRequestEndpoints,
  designRevisionEndpoints,
  optionEndpoints,
  reviewTimeEndpoints,
  type AssemblyRequest,
  type PrototypeRequest,
} from '@pcb/contract';
import { bff, oncePerIntent, queryOptions, scopedKey } from '@pcb/shared-ui';

/** Spec §9: custom submit, send-review, cancel and delete give up after 10 s. */
export const CUSTOM_TIMEOUT_MS = 10000;

export type CustomKind = 'prototype' | 'assembly';
export type CustomRequest = ({ kind: 'prototype' } & PrototypeRequest) | ({ kind: 'assembly' } & AssemblyRequest);

const KIND_ENDPOINTS = {
  prototype: {
    create: customRequestEndpoints.createPrototypeRequest,
    update: customRequestEndpoints.updatePrototypeRequest,
    copy: customRequestEndpoints.copyPrototypeRequest,
    sendReview: customRequestEndpoints.sendPrototypeReview,
    cancel: customRequestEndpoints.cancelPrototypeRequest,
    acceptPrice: customRequestEndpoints.acceptPrototypePrice,
    declinePrice: customRequestEndpoints.declinePrototypePrice,
    remove: customRequestEndpoints.deletePrototypeRequest,
    download: customRequestEndpoints.downloadPrototypeDesign,
    revise: designRevisionEndpoints.revisePrototypeDesign,
    revisions: designRevisionEndpoints.listPrototypeRevisions,
  },
  assembly: {
    create: customRequestEndpoints.createAssemblyRequest,
    update: customRequestEndpoints.updateAssemblyRequest,
    copy: customRequestEndpoints.copyAssemblyRequest,
    sendReview: customRequestEndpoints.sendAssemblyReview,
    cancel: customRequestEndpoints.cancelAssemblyRequest,
    acceptPrice: customRequestEndpoints.acceptAssemblyPrice,
    declinePrice: customRequestEndpoints.declineAssemblyPrice,
    remove: customRequestEndpoints.deleteAssemblyRequest,
    download: customRequestEndpoints.downloadAssemblyDesign,
    revise: designRevisionEndpoints.reviseAssemblyDesign,
    revisions: designRevisionEndpoints.listAssemblyRevisions,
  },
};

/** The option price lists, read afresh on every visit: a price the admin changed shows at once. */
export const optionQueries = {
  prototype: queryOptions({
    queryKey: scopedKey('public', 'options', 'prototype'),
    queryFn: ({ signal }) => bff.buyer(optionEndpoints.listPrototypeOptions, { signal }),
    staleTime: 0,
  }),
  // The assembly catalogue has no buyer path of its own: the form reads the back-office's public list.
  assembly: queryOptions({
    queryKey: scopedKey('public', 'options', 'assembly'),
    queryFn: ({ signal }) => bff.buyer(optionEndpoints.adminListAssemblyOptions, { signal }),
    staleTime: 0,
  }),
};

/** The review time the shop promises, shown where a request is sent. */
export const reviewTimeQuery = queryOptions({
  queryKey: scopedKey('public', 'review-time'),
  queryFn: ({ signal }) => bff.buyer(reviewTimeEndpoints.getReviewTime, { signal }),
});

/** The buyer's prototype and assembly requests in one list, newest first. */
export const customRequestsQuery = queryOptions({
  queryKey: scopedKey('user', 'custom-requests'),
  queryFn: async ({ signal }): Promise<CustomRequest[]> => {
    const [prototypes, assemblies] = await Promise.all([
      bff.buyer(customRequestEndpoints.listOwnPrototypeRequests, { signal }),
      bff.buyer(customRequestEndpoints.listOwnAssemblyRequests, { signal }),
    ]);
    const all: CustomRequest[] = [
      ...prototypes.map((request) => ({ kind: 'prototype' as const, ...request })),
      ...assemblies.map((request) => ({ kind: 'assembly' as const, ...request })),
    ];
    return all.sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
  },
});

/** A saved design file itself, for its Gerber preview on the edit form. */
export const savedDesignQuery = (request: CustomRequest, designFile: string) =>
  queryOptions({
    queryKey: [...customRequestsQuery.queryKey, 'design', designFile],
    queryFn: ({ signal }) => bff.blob('buyer', KIND_ENDPOINTS[request.kind].download, { params: { file: fileNameOf(designFile) }, signal }),
    staleTime: Infinity,
  });

/** Saves a draft; with a design (the Gerber-first form) the fields and the file go as one multipart form. */
export function createCustomRequest(kind: CustomKind, fields: Record<string, string | number>, design?: File | null) {
  return bff.buyerExchange(KIND_ENDPOINTS[kind].create, { body: design ? formWith(fields, design) : (fields as never), timeoutMs: CUSTOM_TIMEOUT_MS });
}

function formWith(fields: Record<string, string | number>, design: File): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, String(value));
  form.append('design_file', design);
  return form;
}

/** Saves a draft again with the whole form. */
export function updateCustomRequest(kind: CustomKind, id: string, fields: Record<string, string | number>) {
  return bff.buyerExchange(KIND_ENDPOINTS[kind].update, { params: { id }, body: fields as never, timeoutMs: CUSTOM_TIMEOUT_MS });
}

/** A rejected request's form as a new draft. */
export function copyRequest(request: CustomRequest) {
  return bff.buyer(KIND_ENDPOINTS[request.kind].copy, { params: { id: request._id }, timeoutMs: CUSTOM_TIMEOUT_MS });
}

/** Sends a draft to the admin with a new design, or with the one saved with it when `designFile` is null. */
export function sendForReview(request: CustomRequest, designFile: File | null) {
  const body = new FormData();
  if (designFile) body.append('design_file', designFile);
  return bff.buyer(KIND_ENDPOINTS[request.kind].sendReview, { params: { id: request._id }, body, timeoutMs: CUSTOM_TIMEOUT_MS });
}

/** A new revision of the request's design; a rejected request becomes a draft again. The same file sent twice (a double click, a retry) is one revision. */
export function reviseDesign({ request, file }: { request: CustomRequest; file: File }) {
  const body = new FormData();
  body.append('design_file', file);
  const intent = `revise:${request._id}:${request.design_revision}:${file.name}:${file.size}:${file.lastModified}`;
  return oncePerIntent(intent, (idempotencyKey) =>
    bff.buyer(KIND_ENDPOINTS[request.kind].revise, { params: { id: request._id }, body, timeoutMs: CUSTOM_TIMEOUT_MS, idempotencyKey }),
  );
}

/** Every design of the request, newest first, with what changed from the one before. */
export const revisionsQuery = (request: CustomRequest) =>
  queryOptions({
    queryKey: [...customRequestsQuery.queryKey, 'revisions', request._id, request.design_revision],
    queryFn: ({ signal }) => bff.buyer(KIND_ENDPOINTS[request.kind].revisions, { params: { id: request._id }, signal }),
  });

export function cancelRequest(request: CustomRequest) {
  return bff.buyer(KIND_ENDPOINTS[request.kind].cancel, { params: { id: request._id }, timeoutMs: CUSTOM_TIMEOUT_MS });
}

/** Agrees to the admin's named price changes, so the request can be ordered. */
export function acceptPrice(request: CustomRequest) {
  return bff.buyer(KIND_ENDPOINTS[request.kind].acceptPrice, { params: { id: request._id }, timeoutMs: CUSTOM_TIMEOUT_MS });
}

/** Declines the admin's price changes: the request goes back to draft with the reason. */
export function declinePrice({ request, reason }: { request: CustomRequest; reason: string }) {
  return bff.buyer(KIND_ENDPOINTS[request.kind].declinePrice, { params: { id: request._id }, body: { reason: reason.trim() }, timeoutMs: CUSTOM_TIMEOUT_MS });
}

export function deleteRequest(request: CustomRequest) {
  return bff.buyer(KIND_ENDPOINTS[request.kind].remove, { params: { id: request._id }, timeoutMs: CUSTOM_TIMEOUT_MS });
}

/** `prototype-design/board.zip` → `board.zip`. */
export const fileNameOf = (designFile: string) => designFile.slice(designFile.lastIndexOf('/') + 1);

/** The design file as the browser downloads it, through the BFF with the buyer's session. */
export function designDownloadUrl(designFile: string): string {
  return `/bff/api/download/${designFile.replace(/^\/+/, '')}`;
}
