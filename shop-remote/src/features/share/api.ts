import { pathOf, shareEndpoints, type CreateShareBody, type ShareTarget } from '@pcb/contract';
import { bff, queryOptions, scopedKey } from '@pcb/shared-ui';

export const SHARE_LINKS_KEY = scopedKey('user', 'share-links');

export const shareLinksQuery = queryOptions({
  queryKey: SHARE_LINKS_KEY,
  queryFn: ({ signal }) => bff.buyer(shareEndpoints.listShareLinks, { signal }),
});

export function sharedQuery(token: string) {
  return queryOptions({
    queryKey: scopedKey('public', 'shared', token),
    queryFn: ({ signal }) => bff.buyer(shareEndpoints.viewShared, { params: { token }, signal }),
    retry: false,
  });
}

/** The shared request's design, for the board picture. */
export function sharedDesignQuery(token: string) {
  return queryOptions({
    queryKey: scopedKey('public', 'shared', token, 'design'),
    queryFn: ({ signal }) => bff.blob('buyer', shareEndpoints.sharedDesign, { params: { token }, signal }),
    staleTime: Infinity,
    retry: false,
  });
}

export const createShareLink = (body: CreateShareBody) => bff.buyer(shareEndpoints.createShareLink, { body });
export const revokeShareLink = (id: string) => bff.buyer(shareEndpoints.revokeShareLink, { params: { id } });

/** Where the browser downloads a PDF: from a share link, or from the buyer's own request or order. */
export const sharedDocumentUrl = (token: string) => `/bff/api/${pathOf(shareEndpoints.sharedDocument, { token })}`;
/** A photo of the shared order, read through the link: it closes with the link. */
export const sharedPhotoUrl = (token: string, id: string) => `/bff/api/${pathOf(shareEndpoints.sharedPhoto, { token, id })}`;
export const ownDocumentUrl = (kind: ShareTarget, id: string) => `/bff/api/${pathOf(shareEndpoints.ownDocument, { kind, id })}`;
