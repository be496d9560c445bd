import type { PriceAgreement, PriceChange, RequestStatus } from '@pcb/contract';
import type { DesignMeasures } from '@pcb/contract/domain';
import type { Queryable } from '../../db/database';
import type { StoredFields } from './pricing';

export type RequestKind = 'prototype' | 'assembly';

export interface RequestRecord {
  _id: string;
  id_user: string;
  username: string;
  name: string;
  status: RequestStatus;
  fields: StoredFields;
  total_cost: string;
  final_cost: number | null;
  weight: number;
  design_file: string | null;
  /** The name the buyer sent the design as (its stored name for one stored before names were kept). */
  design_file_name: string | null;
  design_inspection: DesignMeasures | null;
  design_revision: number;
  reject_reason: string | null;
  price_changes: PriceChange[];
  price_agreement: PriceAgreement | null;
  price_decline_reason: string | null;
  /** When it was last sent for review (custom_request_history); null while never sent. */
  review_sent_at: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

/** The name a design file is shown by: the one the buyer sent, else (stored before names were kept) its stored name. */
const shownName = (column: string) => `COALESCE((SELECT f.original_name FROM stored_files f WHERE f.path = ${column}), substring(${column} from '[^/]+$'))`;

const SELECT = `
  SELECT r.id AS "_id", r.id_user, u.username, r.name, r.status, r.fields, r.total_cost, r.final_cost, r.weight, r.design_file,
         ${shownName('r.design_file')} AS design_file_name,
         r.design_inspection, r.reject_reason,
         CASE WHEN r.design_file IS NULL THEN 0
              ELSE 1 + (SELECT count(*) FROM design_revisions d WHERE d.request_id = r.id)::int END AS design_revision, r.price_agreement, r.price_decline_reason,
         COALESCE((SELECT jsonb_agg(jsonb_build_object('reason', c.reason, 'amount', c.amount) ORDER BY c.position)
                     FROM request_price_changes c WHERE c.request_id = r.id), '[]'::jsonb) AS price_changes,
         (SELECT max(h.at) FROM custom_request_history h WHERE h.request_id = r.id AND h.status = 'admin-review') AS review_sent_at,
         r.created_at AS "createdAt", r.updated_at AS "updatedAt"
    FROM custom_requests r JOIN users u ON u.id = r.id_user`;
const NEWEST_FIRST = `ORDER BY r.created_at DESC, r.id DESC`;

/** One design a request had (the current one or an earlier revision), as stored. */
export interface RevisionRecord {
  number: number;
  design_file: string;
  design_file_name: string;
  design_inspection: DesignMeasures | null;
  attached_at: Date;
}

/** What a status change may also set. */
export interface Change {
  status: RequestStatus;
  weight?: number;
  final_cost?: number;
  design_file?: string;
  design_inspection?: DesignMeasures;
  reject_reason?: string;
}

export function requestRepository(db: Queryable, kind: RequestKind) {
  const one = async (where: string, params: unknown[]) =>
    (await db.query<RequestRecord>(`${SELECT} WHERE r.kind = $1 AND ${where}`, [kind, ...params]))[0] ?? null;

  return {
    /**
     * A new draft, with its design when the form sent one, unless the buyer already holds `maxDrafts`
     * drafts (both kinds together): then false and nothing stored.
     */
    async insert(
      id: string,
      userId: string,
      name: string,
      fields: StoredFields,
      totalCost: number,
      { design, maxDrafts = null }: { design?: Pick<Change, 'design_file' | 'design_inspection'>; maxDrafts?: number | null } = {},
    ): Promise<boolean> {
      const rows = await db.query(
        `INSERT INTO custom_requests (id, kind, id_user, name, status, fields, total_cost, design_file, design_inspection, design_attached_at)
         SELECT $1, $2, $3, $4, 'menunggu-pengajuan', $5, $6, $7, $8::jsonb, CASE WHEN $7::text IS NULL THEN NULL ELSE now() END
          WHERE $9::int IS NULL OR (SELECT count(*) FROM custom_requests WHERE id_user = $3 AND status = 'menunggu-pengajuan') < $9::int
         RETURNING id`,
        [
          id,
          kind,
          userId,
          name,
          JSON.stringify(fields),
          totalCost,
          design?.design_file ?? null,
          design?.design_inspection ? JSON.stringify(design.design_inspection) : null,
          maxDrafts,
        ],
      );
      return rows.length > 0;
    },

    /** The buyer's requests in `status`, both kinds together. */
    async countOwn(userId: string, status: RequestStatus): Promise<number> {
      const rows = await db.query<{ held: number }>(`SELECT count(*)::int AS held FROM custom_requests WHERE id_user = $1 AND status = $2`, [userId, status]);
      return rows[0].held;
    },

    /** Replaces a draft's form and price; false when it is not the owner's draft. */
    async updateDraft(id: string, userId: string, fields: StoredFields, totalCost: number): Promise<boolean> {
      const rows = await db.query(
        `UPDATE custom_requests SET fields = $4, total_cost = $5, updated_at = now()
          WHERE id = $1 AND kind = $2 AND id_user = $3 AND status = 'menunggu-pengajuan' RETURNING id`,
        [id, kind, userId, JSON.stringify(fields), totalCost],
      );
      return rows.length > 0;
    },

    find: (id: string) => one('r.id = $2', [id]),
    /** Null for another buyer's request as for a missing one. */
    findOwn: (id: string, userId: string) => one('r.id = $2 AND r.id_user = $3', [id, userId]),
    /** The request a design belongs to, as its current design or an earlier revision. */
    findByDesign: (designFile: string) =>
      one('(r.design_file = $2 OR EXISTS (SELECT 1 FROM design_revisions d WHERE d.request_id = r.id AND d.design_file = $2))', [designFile]),

    /**
     * Keeps the request's current design as its next earlier revision, before a new one replaces it; nothing when
     * the request is not the owner's in one of `from`. The row stays locked to the end of the caller's transaction,
     * so two revisions at once are numbered one after the other.
     */
    async archiveDesign(id: string, userId: string, from: readonly RequestStatus[]): Promise<void> {
      const held = await db.query(`SELECT id FROM custom_requests WHERE id = $1 AND kind = $2 AND id_user = $3 AND status = ANY($4::text[]) FOR UPDATE`, [
        id,
        kind,
        userId,
        from,
      ]);
      if (held.length === 0) return;
      await db.query(
        `INSERT INTO design_revisions (request_id, number, design_file, design_inspection, attached_at)
         SELECT r.id, 1 + (SELECT count(*) FROM design_revisions d WHERE d.request_id = r.id), r.design_file, r.design_inspection,
                COALESCE(r.design_attached_at, r.updated_at)
           FROM custom_requests r WHERE r.id = $1 AND r.design_file IS NOT NULL`,
        [id],
      );
    },

    /** Every design of the request, the current one included, newest first. */
    revisions(id: string): Promise<RevisionRecord[]> {
      return db.query<RevisionRecord>(
        `SELECT number, design_file, ${shownName('design_file')} AS design_file_name, design_inspection, attached_at FROM design_revisions WHERE request_id = $1
         UNION ALL
         SELECT 1 + (SELECT count(*) FROM design_revisions d WHERE d.request_id = r.id)::int, r.design_file, ${shownName('r.design_file')},
                r.design_inspection, COALESCE(r.design_attached_at, r.updated_at)
           FROM custom_requests r WHERE r.id = $1 AND r.design_file IS NOT NULL
         ORDER BY number DESC`,
        [id],
      );
    },

    listOwn(userId: string): Promise<RequestRecord[]> {
      return db.query<RequestRecord>(`${SELECT} WHERE r.kind = $1 AND r.id_user = $2 ${NEWEST_FIRST}`, [kind, userId]);
    },

    list(statuses: readonly string[] | null): Promise<RequestRecord[]> {
      return statuses
        ? db.query<RequestRecord>(`${SELECT} WHERE r.kind = $1 AND r.status = ANY($2::text[]) ${NEWEST_FIRST}`, [kind, statuses])
        : db.query<RequestRecord>(`${SELECT} WHERE r.kind = $1 ${NEWEST_FIRST}`, [kind]);
    },

    /** Applies `change` only while the request is in one of `from` (and, when given, owned by `userId`). */
    async transition(id: string, from: readonly RequestStatus[], change: Change, userId?: string): Promise<boolean> {
      const rows = await db.query(
        `UPDATE custom_requests
            SET status = $3, weight = COALESCE($4, weight), design_file = COALESCE($5, design_file),
                design_attached_at = CASE WHEN $5::text IS NULL THEN design_attached_at ELSE now() END,
                reject_reason = COALESCE($6, reject_reason),
                -- A new design brings its own inspection, none for a .rar: never the replaced design's.
                design_inspection = CASE WHEN $5::text IS NULL THEN design_inspection ELSE $9::jsonb END,
                final_cost = COALESCE($10, final_cost), updated_at = now()
          WHERE id = $1 AND kind = $2 AND status = ANY($7::text[]) AND ($8::char(24) IS NULL OR id_user = $8)
          RETURNING id`,
        [
          id,
          kind,
          change.status,
          change.weight ?? null,
          change.design_file ?? null,
          change.reject_reason ?? null,
          from,
          userId ?? null,
          change.design_inspection ? JSON.stringify(change.design_inspection) : null,
          change.final_cost ?? null,
        ],
      );
      return rows.length > 0;
    },

    /** The admin's named changes of an approval, replacing the last ones; with any, the buyer is asked to agree. */
    async setPriceChanges(id: string, changes: readonly PriceChange[]): Promise<void> {
      await db.query(`DELETE FROM request_price_changes WHERE request_id = $1`, [id]);
      for (const [position, change] of changes.entries())
        await db.query(`INSERT INTO request_price_changes (request_id, position, reason, amount) VALUES ($1, $2, $3, $4)`, [
          id,
          position,
          change.reason,
          change.amount,
        ]);
      await db.query(`UPDATE custom_requests SET price_agreement = $2 WHERE id = $1`, [id, changes.length ? 'menunggu-pembeli' : null]);
    },

    /** The buyer agrees to the changes of their approved request; false when there is nothing awaiting them. */
    async acceptPrice(id: string, userId: string): Promise<boolean> {
      const rows = await db.query(
        `UPDATE custom_requests SET price_agreement = 'disetujui-pembeli', updated_at = now()
          WHERE id = $1 AND kind = $2 AND id_user = $3 AND status = 'disetujui' AND price_agreement = 'menunggu-pembeli' RETURNING id`,
        [id, kind, userId],
      );
      return rows.length > 0;
    },

    /** The buyer declines the changes: back to draft, unpriced and unweighed by the admin, the reason kept; false when nothing awaits them. */
    async declinePrice(id: string, userId: string, reason: string): Promise<boolean> {
      const rows = await db.query(
        `UPDATE custom_requests
            SET status = 'menunggu-pengajuan', price_agreement = 'ditolak-pembeli', price_decline_reason = $4,
                final_cost = NULL, weight = 0, updated_at = now()
          WHERE id = $1 AND kind = $2 AND id_user = $3 AND status = 'disetujui' AND price_agreement = 'menunggu-pembeli' RETURNING id`,
        [id, kind, userId, reason],
      );
      return rows.length > 0;
    },

    /** Deletes the owner's draft; null when there is none, else every design it kept, earlier revisions too (to remove). */
    async removeDraft(id: string, userId: string): Promise<{ design_files: string[] } | null> {
      const rows = await db.query<{ design_files: string[] }>(
        `WITH earlier AS (SELECT array_agg(design_file) AS files FROM design_revisions WHERE request_id = $1)
         DELETE FROM custom_requests WHERE id = $1 AND kind = $2 AND id_user = $3 AND status = 'menunggu-pengajuan'
         RETURNING array_remove(array_append(COALESCE((SELECT files FROM earlier), '{}'::text[]), design_file), NULL) AS design_files`,
        [id, kind, userId],
      );
      return rows[0] ?? null;
    },
  };
}

export type RequestRepository = ReturnType<typeof requestRepository>;
