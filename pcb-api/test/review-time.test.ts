import type { FastifyInstance } from 'fastify';
import { type ReviewTimeStats } from '@pcb/contract';
import { REVIEW_DAYS_MESSAGE, reviewDueAt } from '@pcb/contract/domain';
import { json, multipart, useTestScene, MAKEABLE_ZIP } from './helpers';
import { approvedAssembly, orderScene, sentAssembly } from './orders';

const scene = useTestScene(orderScene);
let app: FastifyInstance, buyer: Record<string, string>, admin: Record<string, string>;
beforeEach(() => ({ app, buyer, admin } = scene()));

const HOUR = 3_600_000;

const stats = async () => (await json<ReviewTimeStats>(app, { method: 'GET', url: '/api/admin/dashboard/review-time', headers: admin })).body;
const setDays = (review_days: unknown) => json(app, { method: 'PUT', url: '/api/admin/settings/review-time', headers: admin, payload: { review_days } });

/** Moves a request's history so that it was sent `sentAgo` ms ago and (when decided) decided `hours` later. */
async function reviewedAt(id: string, sentAgo: number, hours?: number): Promise<void> {
  const sent = new Date(Date.now() - sentAgo);
  await app.db.query(`UPDATE custom_request_history SET at = $2 WHERE request_id = $1 AND status = 'admin-review'`, [id, sent]);
  if (hours !== undefined)
    await app.db.query(`UPDATE custom_request_history SET at = $2 WHERE request_id = $1 AND status IN ('disetujui', 'ditolak-admin')`, [
      id,
      new Date(sent.getTime() + hours * HOUR),
    ]);
}

/** Moves a request's history so that it was sent at `sent` and decided at `decided`. */
async function reviewedBetween(id: string, sent: Date, decided: Date): Promise<void> {
  await reviewedAt(id, Date.now() - sent.getTime(), (decided.getTime() - sent.getTime()) / HOUR);
}

describe('the review time the shop promises', () => {
  it('is 1 hari kerja until an admin sets it, for anyone to read where a request is sent', async () => {
    expect((await json(app, { method: 'GET', url: '/api/settings/review-time' })).body).toEqual({ review_days: 1, text: '1 hari kerja' });
    expect(await setDays('2')).toMatchObject({ status: 200, body: { data: { review_days: 2, text: '2 hari kerja' } } });
    expect((await json(app, { method: 'GET', url: '/api/settings/review-time' })).body).toEqual({ review_days: 2, text: '2 hari kerja' });
  });

  it('refuses anything but 1 to 10 whole working days with the message, keeping the setting', async () => {
    for (const wrong of [0, 11, '1.5', 'satu', '', null]) expect(await setDays(wrong)).toMatchObject({ status: 400, body: { message: REVIEW_DAYS_MESSAGE } });
    expect((await json(app, { method: 'GET', url: '/api/settings/review-time' })).body).toMatchObject({ review_days: 1 });
    expect((await json(app, { method: 'PUT', url: '/api/admin/settings/review-time', headers: buyer, payload: { review_days: 3 } })).status).toBe(403);
  });

  it("counts working hours in Asia/Jakarta (08:00 to 16:00, Monday to Friday): a Friday afternoon send is due on Monday afternoon, a Saturday send at Tuesday's close for 2 days", () => {
    // 2026-11-27 is a Friday; 15:00 in Jakarta is 08:00 UTC.
    expect(reviewDueAt('2026-11-27T08:00:00Z', 1).toISOString()).toBe('2026-11-30T08:00:00.000Z');
    expect(reviewDueAt('2026-11-28T08:00:00Z', 2).toISOString()).toBe('2026-12-01T09:00:00.000Z');
    // Friday 23:30 in Jakarta (16:30 UTC) waits for Monday's opening: due at Monday's close.
    expect(reviewDueAt('2026-11-27T16:30:00Z', 1).toISOString()).toBe('2026-11-30T09:00:00.000Z');
  });
});

describe('the review time kept, on the dashboard', () => {
  it('gives the median and 90th percentile of send-to-decision working hours over 30 days, from the request history', async () => {
    // Sent at a Monday's opening (08:00 in Jakarta, 01:00 UTC) one to two weeks ago; a working day is 8 hours.
    const monday = new Date(Date.now() - 7 * 24 * HOUR);
    monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
    monday.setUTCHours(1, 0, 0, 0);
    const afterWorkingHours = (hours: number) => new Date(monday.getTime() + Math.floor((hours - 1) / 8) * 24 * HOUR + (((hours - 1) % 8) + 1) * HOUR);
    const hours = [2, 4, 6, 8, 10, 12, 14, 16, 18, 40];
    for (const taken of hours) await reviewedBetween(await approvedAssembly(app, buyer, admin), monday, afterWorkingHours(taken));
    // A review decided 55 days ago is outside the window.
    await reviewedAt(await approvedAssembly(app, buyer, admin), 60 * 24 * HOUR, 5 * 24);
    // Interpolated as PostgreSQL's percentile_cont: the median of the ten is 11, the 90th percentile 18 + 0.1 × 22.
    expect(await stats()).toMatchObject({ reviewed: 10, median_hours: 11, p90_hours: 20.2, window_days: 30, promise: { review_days: 1 } });
  });

  it('counts neither nights nor weekends: sent on Friday at 15:00 and decided on Monday at 09:00 in Jakarta took 2 hours', async () => {
    const friday = new Date(Date.now() - 7 * 24 * HOUR);
    friday.setUTCDate(friday.getUTCDate() - ((friday.getUTCDay() + 2) % 7));
    friday.setUTCHours(8, 0, 0, 0);
    await reviewedBetween(await approvedAssembly(app, buyer, admin), friday, new Date(friday.getTime() + 66 * HOUR));
    expect(await stats()).toMatchObject({ reviewed: 1, median_hours: 2, late: 0 });
  });

  it('calls a review late by the working hours it took: sent on Monday at 08:00 and decided that evening at 20:00 took the promised 8 hours', async () => {
    const monday = new Date(Date.now() - 7 * 24 * HOUR);
    monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
    monday.setUTCHours(1, 0, 0, 0);
    await reviewedBetween(await approvedAssembly(app, buyer, admin), monday, new Date(monday.getTime() + 12 * HOUR));
    await reviewedBetween(await approvedAssembly(app, buyer, admin), monday, new Date(monday.getTime() + 25 * HOUR));
    expect(await stats()).toMatchObject({ reviewed: 2, median_hours: 8.5, late: 1 });
  });

  it('counts each review of a request sent again after a declined price once, and not a request cancelled in review', async () => {
    const id = await approvedAssembly(app, buyer, admin, 700, [{ reason: 'Panel fee', amount: 45000 }]);
    await json(app, { method: 'PUT', url: `/api/costom-assembly/${id}/decline-price`, headers: buyer, payload: { reason: 'Dana terbatas' } });
    const form = multipart({}, { design_file: { filename: 'design.zip', contentType: 'application/zip', data: MAKEABLE_ZIP } });
    await app.inject({ method: 'PUT', url: `/api/costom-assembly/${id}/send-review`, headers: { ...buyer, ...form.headers }, payload: form.payload });
    await app.inject({ method: 'PUT', url: `/api/admin/request-custom-assembly/${id}/approve`, headers: admin, payload: { weight: 700 } });
    const cancelled = await sentAssembly(app, buyer);
    await app.inject({ method: 'PUT', url: `/api/costom-assembly/${cancelled}/cancel`, headers: buyer });
    expect(await stats()).toMatchObject({ reviewed: 2 });
    const history = await app.db.query<{ status: string }>(`SELECT status FROM custom_request_history WHERE request_id = $1 ORDER BY id`, [id]);
    expect(history.map((h) => h.status)).toEqual(['menunggu-pengajuan', 'admin-review', 'disetujui', 'menunggu-pengajuan', 'admin-review', 'disetujui']);
  });

  it('has no figures before any review, and counts the late reviews and the requests waiting past the promise', async () => {
    expect(await stats()).toMatchObject({ reviewed: 0, median_hours: null, p90_hours: null, late: 0, overdue: 0 });
    await reviewedAt(await approvedAssembly(app, buyer, admin), 20 * 24 * HOUR, 200);
    await reviewedAt(await approvedAssembly(app, buyer, admin), 20 * 24 * HOUR, 3);
    const waitingLong = await sentAssembly(app, buyer);
    await reviewedAt(waitingLong, 8 * 24 * HOUR);
    await sentAssembly(app, buyer);
    expect(await stats()).toMatchObject({ reviewed: 2, late: 1, overdue: 1 });
    await setDays(10);
    expect(await stats()).toMatchObject({ late: 0, overdue: 0, promise: { text: '10 hari kerja' } });
  });
});

describe("the admin's review list", () => {
  it('gives each request waiting for review the time its promise runs out, and none to the others', async () => {
    const waitingLong = await sentAssembly(app, buyer);
    await reviewedAt(waitingLong, 8 * 24 * HOUR);
    const fresh = await sentAssembly(app, buyer);
    const decided = await approvedAssembly(app, buyer, admin);
    const list = (
      await json<{ _id: string; review_due_at: string | null }[]>(app, { method: 'GET', url: '/api/admin/request-custom-assembly', headers: admin })
    ).body;
    const dueOf = (id: string) => list.find((r) => r._id === id)?.review_due_at;
    expect(Date.parse(dueOf(waitingLong) as string)).toBeLessThan(Date.now());
    expect(Date.parse(dueOf(fresh) as string)).toBeGreaterThan(Date.now());
    expect(dueOf(decided)).toBeNull();
  });
});
