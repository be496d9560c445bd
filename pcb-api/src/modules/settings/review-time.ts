import { REVIEW_TIME_SAVED, type ReviewTimeSetting } from '@pcb/contract';
import { REVIEW_DAYS, REVIEW_DAYS_MESSAGE, reviewPromise } from '@pcb/contract/domain';
import type { Queryable } from '../../db/database';
import { validationFailed } from '../../lib/errors';
import { asText } from '../../lib/rules';
import { settingsRepository } from './repository';

const NAME = 'review_days';

const isReviewDays = (value: unknown): value is number =>
  Number.isInteger(value) && (value as number) >= REVIEW_DAYS.min && (value as number) <= REVIEW_DAYS.max;

const setting = (days: number): ReviewTimeSetting => ({ review_days: days, text: reviewPromise(days) });

/** The review time the shop promises, in working days (the default until an admin sets one). */
export function reviewTimeSettings(db: Queryable) {
  const settings = settingsRepository(db);

  async function days(): Promise<number> {
    const stored = await settings.get(NAME);
    return isReviewDays(stored) ? stored : REVIEW_DAYS.default;
  }

  return {
    days,
    current: async () => setting(await days()),

    async update(body: { review_days?: number | string }) {
      const text = asText(body.review_days).trim();
      const chosen = /^\d{1,2}$/.test(text) ? Number(text) : null;
      if (!isReviewDays(chosen)) throw validationFailed([{ msg: REVIEW_DAYS_MESSAGE, path: 'review_days', location: 'body' }]);
      await settings.set(NAME, chosen);
      return { message: REVIEW_TIME_SAVED, data: setting(chosen) };
    },
  };
}
