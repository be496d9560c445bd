import { idempotentServer } from '../../../testing/idempotent-server';
import { reorder } from '../api';

/**
 * "Pesan Lagi" sent a fresh Idempotency-Key per call, so a double click, or the buyer's retry after an answer
 * that never came, ordered twice.
 */
describe('"Pesan Lagi" is one intent', () => {
  it('orders once on a double click of "Pesan Lagi"', async () => {
    const server = idempotentServer();
    await Promise.all([reorder('a1'), reorder('a1')]);
    expect(server.actions()).toBe(1);
    expect(new Set(server.keys).size).toBe(1);
  });

  it('orders once when the buyer tries again after an answer that never came', async () => {
    const server = idempotentServer({ loseFirstAnswer: true });
    await expect(reorder('a2')).rejects.toMatchObject({ status: null });
    await reorder('a2');
    expect(server.actions()).toBe(1);
  });

  it('orders again on a click after the answer: that is a new intent', async () => {
    const server = idempotentServer();
    await reorder('a3');
    await reorder('a3');
    await reorder('b3');
    expect(server.actions()).toBe(3);
  });
});
