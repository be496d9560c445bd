import type { FastifyInstance } from 'fastify';
import { LOOKUP_LIMIT_MESSAGE } from '../../src/modules/shipping/routes';
import { bearer, buyerScene, json, newVerifiedBuyer, useTestScene } from '../helpers';

/**
 * Review residual of L9: an area id was any string of up to 20 characters (`..` went into RajaOngkir's
 * URL), and a buyer could spend the provider's daily quota with distinct ids and weights.
 */
const scene = useTestScene(buyerScene, { SHIPPING_LOOKUPS_PER_HOUR: '3' });
let app: FastifyInstance, buyer: Record<string, string>;
beforeEach(() => ({ app, buyer } = scene()));

const cities = (provinceId: string, headers = buyer) =>
  json<{ message?: string }>(app, { url: `/api/service/raja-ongkir/cities?province_id=${encodeURIComponent(provinceId)}`, headers });

describe('shipping area lookups', () => {
  it('refuses an area id that is not the providers’ number or dotted code, before any provider call', async () => {
    for (const id of ['..', '../../cost', '21/..', '%2e%2e', '21..71', 'a1']) expect([id, (await cities(id)).status]).toEqual([id, 400]);
    expect((await cities('21')).status).toBe(200);
  });

  it('answers 429 past SHIPPING_LOOKUPS_PER_HOUR lookups of one buyer', async () => {
    // A buyer of its own: the budget is the instance's memory, which outlives the tables' reset between tests.
    const newcomer = bearer(await newVerifiedBuyer(app, 'lookups'));
    const answers = [];
    for (const id of ['11', '12', '13', '14']) answers.push((await cities(id, newcomer)).status);
    const refused = await cities('15', newcomer);
    console.log(`shipping lookups: answers ${answers.join(', ')}`);
    expect(answers).toEqual([200, 200, 200, 429]);
    expect([refused.status, refused.body.message]).toEqual([429, LOOKUP_LIMIT_MESSAGE]);
  });
});
