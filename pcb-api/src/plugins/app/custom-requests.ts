import { domainPlugin } from '../domain-plugin';
import { designInspector } from '../../lib/design-inspector';
import { requestRepository, type RequestKind } from '../../modules/custom-requests/repository';
import { draftCopier, requestService } from '../../modules/custom-requests/service';
import { optionRepository } from '../../modules/options/repository';
import { reviewMailer } from '../../modules/transactions/mails';

type RequestService = ReturnType<typeof requestService>;

const byKind = <T>(build: (kind: RequestKind) => T): Record<RequestKind, T> => ({ prototype: build('prototype'), assembly: build('assembly') });

declare module 'fastify' {
  interface FastifyInstance {
    /** The prototype and assembly requests, each kind on its own tables. */
    customRequests: Record<RequestKind, RequestService>;
    /** A request copied into a new draft of its buyer (for "Pesan lagi"). */
    draftCopiers: Record<RequestKind, ReturnType<typeof draftCopier>>;
  }
}

/** `app.customRequests` and `app.draftCopiers`, with one design inspector for both kinds so its bound holds for the server. */
export const customRequestsPlugin = domainPlugin('custom-requests', ['db', 'files', 'metrics', 'settings', 'design-capabilities'], (app) => {
  const { config, db } = app;
  const inspector = designInspector(config.designInspection);
  app.metrics.gauge('pcb_design_inspections_running', 'Design zips being inspected in their worker threads now.', () => inspector.queue().running);
  app.metrics.gauge(
    'pcb_design_inspections_waiting',
    'Design zips waiting for a worker; at the limit the next upload is refused (429).',
    () => inspector.queue().waiting,
  );
  const deps = byKind((kind) => ({
    kind,
    db,
    requests: requestRepository(db, kind),
    options: optionRepository(db, kind),
    files: app.files,
    maxDrafts: config.buyerLimits.draftRequests,
  }));
  return {
    customRequests: byKind((kind) =>
      requestService({
        ...deps[kind],
        inspector,
        capabilities: app.designCapabilities.current,
        onReviewed: reviewMailer(config.publicUrl),
        maxInReview: config.buyerLimits.reviewRequests,
        reviewDays: app.reviewTime.days,
        calendar: config.workingCalendar,
      }),
    ),
    draftCopiers: byKind((kind) => draftCopier(deps[kind])),
  };
});
