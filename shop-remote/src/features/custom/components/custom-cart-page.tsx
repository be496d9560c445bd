import { AsyncContent, ConfirmDialog, DEFAULT_ERROR_TEXT, genericFailure, Link, PageTitle, RouterLink, Stack, useQuery } from '@pcb/shared-ui';
import { PageHeader } from '@pcb/shared-ui/views';
import { lazy, Suspense, useState } from 'react';
import { paths } from '../../../lib/paths';
import { customRequestsQuery, type CustomRequest } from '../api';
import { useRequestActions } from '../hooks/use-request-actions';
import { RequestCard, type RequestAsk } from './request-card';

/** Loaded on first open, so the list does not load the overlays entry with the page. */
const RequestDetailDialog = lazy(() => import('./request-detail-dialog').then((m) => ({ default: m.RequestDetailDialog })));

export const EMPTY_CUSTOM_CART_TEXT = 'Tidak ada data';

const ASKS = {
  delete: { title: 'Hapus request?', confirmLabel: 'Hapus', description: (name: string) => `${name} akan dihapus.` },
  cancel: { title: 'Batalkan request?', confirmLabel: 'Batalkan', description: (name: string) => `${name} akan dibatalkan.` },
};

/** `/keranjang/costom-product`: the buyer's prototype and assembly requests, newest first. */
export function CustomCartPage() {
  const requests = useQuery(customRequestsQuery);
  const actions = useRequestActions();
  const [ask, setAsk] = useState<RequestAsk | null>(null);
  const [detail, setDetail] = useState<CustomRequest | null>(null);
  const asked = ask && ASKS[ask.action];

  return (
    <Stack gap="6">
      <PageTitle page="Keranjang Custom" />
      <PageHeader
        title="Keranjang Produk Custom"
        actions={
          <Link asChild color="brand.fg" fontWeight="medium">
            <RouterLink to={paths.cart}>Keranjang Belanja</RouterLink>
          </Link>
        }
      />
      <AsyncContent query={requests} failure={genericFailure(DEFAULT_ERROR_TEXT)} emptyText={EMPTY_CUSTOM_CART_TEXT} loadingLabel="Memuat request...">
        {(list) => (
          <Stack as="ul" listStyleType="none" gap="4">
            {list.map((request) => (
              <RequestCard key={request._id} request={request} actions={actions} onAsk={setAsk} onDetail={setDetail} />
            ))}
          </Stack>
        )}
      </AsyncContent>
      <ConfirmDialog
        open={ask !== null}
        title={asked?.title ?? ''}
        confirmLabel={asked?.confirmLabel}
        cancelLabel="Kembali"
        description={ask ? asked?.description(ask.request.name) : ''}
        onConfirm={() => ask && (ask.action === 'delete' ? actions.remove.submit(ask.request) : actions.cancel.submit(ask.request))}
        onClose={() => setAsk(null)}
      />
      {detail && (
        <Suspense fallback={null}>
          <RequestDetailDialog request={detail} onClose={() => setDetail(null)} />
        </Suspense>
      )}
    </Stack>
  );
}
