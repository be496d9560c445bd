import { AsyncContent, DEFAULT_ERROR_TEXT, genericFailure, Link, PageTitle, RouterLink, Stack, useConfirm, useQuery } from '@pcb/shared-ui';
import { PageHeader } from '@pcb/shared-ui/views';
import { lazy, Suspense, useState } from 'react';
import { paths } from '../../../lib/paths';
import { customRequestsQuery, reviewTimeQuery, type CustomRequest } from '../api';
import { useRequestActions } from '../hooks/use-request-actions';
import { RequestCard, type RequestAsk } from './request-card';
import type { RenderShare } from '../../../lib/share-slot';
import { EMPTY_CUSTOM_CART_TEXT, ASK_TEXTS } from '../texts';

/** Loaded on first open, so the list does not load the overlays entry with the page. */
const RequestDetailDialog = lazy(() => import('./request-detail-dialog').then((m) => ({ default: m.RequestDetailDialog })));
const DeclinePriceDialog = lazy(() => import('./decline-price-dialog').then((m) => ({ default: m.DeclinePriceDialog })));

/** `/keranjang/costom-product`: the buyer's prototype and assembly requests, newest first. */
export function CustomCartPage({ renderShare }: { renderShare?: RenderShare }) {
  const requests = useQuery(customRequestsQuery);
  // Asked with the list, which waits for it: a card drawn before the promised review time would grow a line under the reader.
  const reviewTime = useQuery(reviewTimeQuery);
  const [declining, setDeclining] = useState<CustomRequest | null>(null);
  const actions = useRequestActions({ onDeclined: () => setDeclining(null) });
  const confirmAsk = useConfirm(
    ({ action, request }: RequestAsk) => ({ ...ASK_TEXTS[action](request.name), cancelLabel: 'Kembali' }),
    ({ action, request }: RequestAsk) => (action === 'delete' ? actions.remove : actions.cancel).submit(request),
  );
  const [detail, setDetail] = useState<CustomRequest | null>(null);

  return (
    // At least a screen tall: the list arrives after the first paint and grows here, not by pushing the footer down a phone's screen.
    <Stack gap="6" minH="100vh">
      <PageTitle page="Keranjang Custom" />
      <PageHeader
        title="Keranjang Produk Custom"
        actions={
          <Link asChild color="brand.fg" fontWeight="medium">
            <RouterLink to={paths.cart}>Keranjang Belanja</RouterLink>
          </Link>
        }
      />
      <AsyncContent
        query={requests}
        failure={genericFailure(DEFAULT_ERROR_TEXT)}
        emptyText={EMPTY_CUSTOM_CART_TEXT}
        loadingLabel="Memuat request..."
        waitFor={[reviewTime]}
      >
        {(list) => (
          <Stack as="ul" listStyleType="none" gap="4">
            {list.map((request) => (
              // A new revision remounts the card: the chosen file has become the request's design.
              <RequestCard
                key={`${request._id}:${request.design_revision}`}
                request={request}
                actions={actions}
                onAsk={confirmAsk.ask}
                onDetail={setDetail}
                onDeclinePrice={setDeclining}
              />
            ))}
          </Stack>
        )}
      </AsyncContent>
      {confirmAsk.dialog}
      {detail && (
        <Suspense fallback={null}>
          <RequestDetailDialog request={detail} onClose={() => setDetail(null)} renderShare={renderShare} />
        </Suspense>
      )}
      {declining && (
        <Suspense fallback={null}>
          <DeclinePriceDialog request={declining} decline={actions.decline} onClose={() => setDeclining(null)} />
        </Suspense>
      )}
    </Stack>
  );
}
