import { customRequestEndpoints, designRevisionEndpoints, type RequestStatus, type ResponseOf } from '@pcb/contract';
import { bff, queryOptions, scopedKey } from '@pcb/shared-ui';

type PrototypeRow = ResponseOf<typeof customRequestEndpoints.adminListPrototypeRequests>[number];
type AssemblyRow = ResponseOf<typeof customRequestEndpoints.adminListAssemblyRequests>[number];
/** A request as the review list shows it, with the kind that picks its endpoints. */
export type ReviewedRequest = ({ kind: 'prototype' } & PrototypeRow) | ({ kind: 'assembly' } & AssemblyRow);

const KIND_ENDPOINTS = {
  prototype: {
    approve: customRequestEndpoints.approvePrototypeRequest,
    reject: customRequestEndpoints.rejectPrototypeRequest,
    download: customRequestEndpoints.downloadPrototypeDesign,
    revisions: designRevisionEndpoints.adminListPrototypeRevisions,
  },
  assembly: {
    approve: customRequestEndpoints.approveAssemblyRequest,
    reject: customRequestEndpoints.rejectAssemblyRequest,
    download: customRequestEndpoints.downloadAssemblyDesign,
    revisions: designRevisionEndpoints.adminListAssemblyRevisions,
  },
};

export const REQUESTS_KEY = scopedKey('admin', 'custom-requests');

export const requestQueries = {
  /** Prototype and assembly requests in the given statuses, merged, newest first. */
  list: (statuses: readonly RequestStatus[]) =>
    queryOptions({
      queryKey: [...REQUESTS_KEY, 'list', statuses],
      queryFn: async ({ signal }): Promise<ReviewedRequest[]> => {
        const query = { status: [...statuses] };
        const [prototypes, assemblies] = await Promise.all([
          bff.admin(customRequestEndpoints.adminListPrototypeRequests, { query, signal }),
          bff.admin(customRequestEndpoints.adminListAssemblyRequests, { query, signal }),
        ]);
        const all: ReviewedRequest[] = [
          ...prototypes.map((request) => ({ kind: 'prototype' as const, ...request })),
          ...assemblies.map((request) => ({ kind: 'assembly' as const, ...request })),
        ];
        return all.sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
      },
    }),
  /** The design file itself, for the Gerber preview. */
  design: (request: ReviewedRequest, designFile: string) =>
    queryOptions({
      queryKey: [...REQUESTS_KEY, 'design', designFile],
      queryFn: ({ signal }) => bff.blob('admin', KIND_ENDPOINTS[request.kind].download, { params: { file: fileNameOf(designFile) }, signal }),
      staleTime: Infinity,
    }),
  /** Every design of the request, newest first, with what changed from the one before. */
  revisions: (request: ReviewedRequest) =>
    queryOptions({
      queryKey: [...REQUESTS_KEY, 'revisions', request._id, request.design_revision],
      queryFn: ({ signal }) => bff.admin(KIND_ENDPOINTS[request.kind].revisions, { params: { id: request._id }, signal }),
    }),
};

/** `prototype-design/board.zip` → `board.zip`. */
export const fileNameOf = (designFile: string) => designFile.slice(designFile.lastIndexOf('/') + 1);

/** The link that saves the design file, through the BFF with the admin's session. */
export function designDownloadUrl(designFile: string): string {
  return `/bff/admin/api/download/${designFile.replace(/^\/+/, '')}`;
}

/** A change the admin types: a reason and an amount of rupiah, as text until sent. */
export interface TypedPriceChange {
  reason: string;
  amount: string;
}

interface Approval {
  request: ReviewedRequest;
  weight: string;
  priceChanges: TypedPriceChange[];
  resolvedWithBuyer: boolean;
}

export const approveRequest = ({ request, weight, priceChanges, resolvedWithBuyer }: Approval) =>
  bff.admin(KIND_ENDPOINTS[request.kind].approve, {
    params: { id: request._id },
    body: {
      weight: Number(weight),
      price_changes: priceChanges.map((change) => ({ reason: change.reason.trim(), amount: Number(change.amount) })),
      ...(resolvedWithBuyer && { resolved_with_buyer: true }),
    },
  });

export const rejectRequest = ({ request, reason }: { request: ReviewedRequest; reason: string }) =>
  bff.admin(KIND_ENDPOINTS[request.kind].reject, { params: { id: request._id }, body: { reason: reason.trim() } });
