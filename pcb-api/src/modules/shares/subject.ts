import { documentOf, orderLines, QUOTE_VALID_DAYS, type DocumentKind, type SharedView, type ShareTarget, type Transaction } from '@pcb/contract';
import { orderNumber, requestPrice, requestSpecification } from '@pcb/contract/domain';
import type { Queryable } from '../../db/database';
import { forBuyer } from '../custom-requests/service';
import { requestRepository } from '../custom-requests/repository';
import type { TransactionService } from '../transactions/service';

const DAY_MS = 86_400_000;

/** A request or an order as a share link shows it and a document prints it. */
export interface Subject {
  view: Omit<SharedView, 'created_at' | 'expires_at'>;
  /** The stored design of the request shown, when there is one. */
  designFile: string | null;
  /** The stored file of each photo shown, by the photo's id. */
  photoFiles: ReadonlyMap<string, string>;
  /** Who ordered: the username only (never an e-mail, phone or address). */
  buyer: string;
  /** The day the document's facts were settled: approval, order, payment. */
  issuedAt: Date;
  /** Until when a quote's price or a proforma's order holds; null for an invoice. */
  validUntil: Date | null;
  /** `JNE REG` for an order. */
  courier: string | null;
  targetId: string;
}

type BuyerRequest = ReturnType<typeof forBuyer>;

function sharedRequest(kind: 'prototype' | 'assembly', request: BuyerRequest): NonNullable<Subject['view']['request']> {
  return {
    kind,
    name: request.name,
    status: request.status,
    specification: requestSpecification(kind, request),
    design_inspection: request.design_inspection,
    has_design: request.design_file?.endsWith('.zip') ?? false,
  };
}

function orderDocument(order: Transaction): { document: DocumentKind | null; issuedAt: Date; validUntil: Date | null } {
  const document = documentOf('order', order.status, order.payment_deadline);
  if (document === 'invoice') {
    const paid = order.history.find((step) => step.status === 'sudah-bayar');
    return { document, issuedAt: new Date(paid?.at ?? order.updated_at), validUntil: null };
  }
  return { document, issuedAt: new Date(order.created_at), validUntil: order.payment_deadline ? new Date(order.payment_deadline) : null };
}

/** Reads what a link or a document is about; `userId` limits it to that buyer's. Null when there is none. */
export function subjectReader(db: Queryable, orders: TransactionService) {
  async function ofRequest(kind: 'prototype' | 'assembly', id: string, userId?: string): Promise<Subject | null> {
    const repository = requestRepository(db, kind);
    const record = userId ? await repository.findOwn(id, userId) : await repository.find(id);
    if (!record) return null;
    const request = forBuyer(record);
    const { price } = requestPrice(request);
    // The price the buyer saw, then each change the admin named at approval.
    const changes = request.price_changes.map((change) => ({ name: change.reason, quantity: 1, price: change.amount }));
    const approved = new Date(record.updatedAt);
    return {
      view: {
        kind,
        title: request.name,
        status: request.status,
        lines: [{ name: request.name, quantity: 1, price: request.total_cost }, ...changes],
        shipping: null,
        total: price,
        request: sharedRequest(kind, request),
        document: documentOf(kind, request.status),
        photos: [],
      },
      designFile: request.design_file,
      photoFiles: new Map(),
      buyer: record.username,
      issuedAt: approved,
      validUntil: new Date(approved.getTime() + QUOTE_VALID_DAYS * DAY_MS),
      courier: null,
      targetId: id,
    };
  }

  async function ofOrder(id: string, userId?: string): Promise<Subject | null> {
    const order = await orders.findOne(id, userId);
    if (!order) return null;
    const group = order.product[0];
    const custom = [
      ...group.costom_prototype.map((line) => ({ kind: 'prototype' as const, request: line.id_request_costom })),
      ...group.costom_assembly.map((line) => ({ kind: 'assembly' as const, request: line.id_request_costom })),
    ][0];
    const expedition = order.expedition[0];
    const { document, issuedAt, validUntil } = orderDocument(order);
    return {
      view: {
        kind: 'order',
        title: orderNumber(order._id),
        status: order.status,
        lines: orderLines(order).map(({ key: _key, ...line }) => line),
        shipping: expedition?.shipping_cost ?? 0,
        total: order.total_payment,
        request: custom ? sharedRequest(custom.kind, custom.request) : null,
        document,
        photos: order.photos.map(({ _id, status, at }) => ({ _id, status, at })),
      },
      designFile: custom?.request.design_file ?? null,
      photoFiles: new Map(order.photos.map((photo) => [photo._id, photo.picture_url])),
      buyer: order.id_user.username,
      issuedAt,
      validUntil,
      courier: expedition ? `${expedition.courier.toUpperCase()} ${expedition.shipping_option}` : null,
      targetId: id,
    };
  }

  return (kind: ShareTarget, id: string, userId?: string) => (kind === 'order' ? ofOrder(id, userId) : ofRequest(kind, id, userId));
}

export type SubjectReader = ReturnType<typeof subjectReader>;
