import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { SEED, useTestApp } from '../helpers';

/** Finding M4: answers and their timing must not tell which e-mails have accounts. Real hash cost (10). */
const testApp = useTestApp({ BCRYPT_ROUNDS: '10' });
const ROUNDS = 15;

async function timed(app: FastifyInstance, url: string, payload: object): Promise<{ ms: number; status: number; body: string }> {
  const start = performance.now();
  const response = await app.inject({ method: 'POST', url, payload });
  return { ms: performance.now() - start, status: response.statusCode, body: response.body };
}

/** A call's own cost: a busy machine can make a call slower, never quicker, so the fastest try is the least disturbed. */
const fastest = (values: number[]) => Math.min(...values);

/** The fastest times of two kinds of call, taken in turns. */
async function compare(url: string, known: object, unknown: object) {
  const app = testApp();
  await timed(app, url, unknown); // warm-up: the dummy hash is made on first use
  const times = { known: [] as number[], unknown: [] as number[] };
  const answers = new Set<string>();
  for (let i = 0; i < ROUNDS; i++) {
    for (const [kind, payload] of [
      ['known', known],
      ['unknown', unknown],
    ] as const) {
      // A reset mail is sent after its answer: each call is timed once the previous one's mail is out.
      await new Promise((resolve) => setTimeout(resolve, 50));
      const { ms, status, body } = await timed(app, url, payload);
      times[kind].push(ms);
      answers.add(`${status} ${body}`);
    }
  }
  return { known: fastest(times.known), unknown: fastest(times.unknown), answers: [...answers] };
}

describe('account enumeration', () => {
  it('a wrong password and an unknown e-mail cost the same hash work and get the same answer', async () => {
    const result = await compare(
      '/api/login/buyer',
      { email: SEED.buyerEmail, password: 'wrong-password' },
      { email: 'nobody@pcb.test', password: 'wrong-password' },
    );
    const ratio = Math.max(result.known, result.unknown) / Math.min(result.known, result.unknown);
    process.stdout.write(
      `login, fastest of ${ROUNDS}: known e-mail ${result.known.toFixed(1)} ms, unknown ${result.unknown.toFixed(1)} ms, ratio ${ratio.toFixed(2)}\n`,
    );
    expect(result.answers).toHaveLength(1);
    expect(ratio).toBeLessThan(1.5);
  }, 60_000);

  it('forgot-password answers the same, in the same time, for known and unknown e-mails', async () => {
    const result = await compare('/api/password/forgot-password', { email: SEED.buyerEmail }, { email: 'nobody@pcb.test' });
    const ratio = Math.max(result.known, result.unknown) / Math.min(result.known, result.unknown);
    process.stdout.write(
      `forgot-password, fastest of ${ROUNDS}: known ${result.known.toFixed(1)} ms, unknown ${result.unknown.toFixed(1)} ms, ratio ${ratio.toFixed(2)}\n`,
    );
    expect(result.answers).toHaveLength(1);
    // Both answer in a couple of milliseconds, where a stray pause weighs more than any ratio: ×1.5 or 2 ms.
    expect(Math.abs(result.known - result.unknown)).toBeLessThan(Math.max(2, 0.5 * Math.min(result.known, result.unknown)));
  }, 60_000);

  it('registering a taken e-mail costs at least a password hash, like a login try', async () => {
    const login = await compare('/api/login/buyer', { email: SEED.buyerEmail, password: 'wrong-password' }, { email: 'nobody@pcb.test', password: 'x' });
    const tries: Awaited<ReturnType<typeof timed>>[] = [];
    for (let i = 0; i < 5; i++)
      tries.push(await timed(testApp(), '/api/register/buyer', { username: `someone${i}`, email: SEED.buyerEmail, password: 'Rahasia#123' }));
    const takenMs = fastest(tries.map((taken) => taken.ms));
    process.stdout.write(`register of a taken e-mail, fastest of 5: ${takenMs.toFixed(1)} ms; login fastest ${login.known.toFixed(1)} ms\n`);
    expect(new Set(tries.map((taken) => taken.status))).toEqual(new Set([201]));
    // A third of a login leaves room for noise; a registration that skips the hash answers in about 2 ms.
    expect(takenMs).toBeGreaterThan(login.known / 3);
  }, 60_000);
});
