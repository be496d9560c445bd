import { Type, type Static } from '@sinclair/typebox';
import { ErrorBody } from './common';
import { REVIEW_DAYS, REVIEW_WINDOW_DAYS } from './domain/review-time';
import { endpoint } from './endpoint';

export const REVIEW_TIME_SAVED = 'Waktu review disimpan';

export const ReviewTimeSetting = Type.Object({
  /** Working days the shop promises for a review. */
  review_days: Type.Integer({ minimum: REVIEW_DAYS.min, maximum: REVIEW_DAYS.max }),
  /** The promise as shown: `1 hari kerja`. */
  text: Type.String(),
});
export type ReviewTimeSetting = Static<typeof ReviewTimeSetting>;

export const ReviewTimeStats = Type.Object({
  promise: ReviewTimeSetting,
  window_days: Type.Literal(REVIEW_WINDOW_DAYS),
  /** Reviews (approved or rejected) decided in the window; a request sent again counts once per review. */
  reviewed: Type.Integer({ minimum: 0 }),
  /** Working hours (the centre's calendar) from sending to the admin's decision, one decimal; null when nothing was reviewed in the window. */
  median_hours: Type.Union([Type.Number({ minimum: 0 }), Type.Null()]),
  p90_hours: Type.Union([Type.Number({ minimum: 0 }), Type.Null()]),
  /** Of those, how many were decided after their promise. */
  late: Type.Integer({ minimum: 0 }),
  /** Requests waiting in admin-review now past their promise. */
  overdue: Type.Integer({ minimum: 0 }),
});
export type ReviewTimeStats = Static<typeof ReviewTimeStats>;

export const reviewTimeEndpoints = {
  getReviewTime: endpoint({
    method: 'GET',
    path: 'settings/review-time',
    session: 'none',
    summary: 'The review time the shop promises for a sent custom request, in working days (shown where the buyer sends it)',
    schema: { response: { 200: ReviewTimeSetting } },
  }),
  updateReviewTime: endpoint({
    method: 'PUT',
    path: 'admin/settings/review-time',
    session: 'admin',
    summary: `Sets the promised review time: review_days, a whole number of working days from ${REVIEW_DAYS.min} to ${REVIEW_DAYS.max}`,
    schema: {
      body: Type.Object({ review_days: Type.Optional(Type.Union([Type.Number(), Type.String({ maxLength: 10 })])) }),
      response: { 200: Type.Object({ message: Type.String(), data: ReviewTimeSetting }), 400: ErrorBody },
    },
  }),
  dashboardReviewTime: endpoint({
    method: 'GET',
    path: 'admin/dashboard/review-time',
    session: 'admin',
    summary: `Median and 90th percentile of the hours from send-review to the admin's decision over the last ${REVIEW_WINDOW_DAYS} days, the late ones, and the requests waiting past the promise now`,
    schema: { response: { 200: ReviewTimeStats } },
  }),
};
