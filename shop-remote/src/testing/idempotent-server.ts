/**
 * A fetch that keeps pcb-api's rule for a write with an Idempotency-Key (pcb-api/src/lib/idempotency.ts): one
 * action per key, a repeat answered with the first answer. `loseFirstAnswer`: the browser's first tries
 * (the call and its retries) lose their answers although the action was done.
 */
export function idempotentServer({ loseFirstAnswer = false } = {}) {
  const done = new Map<string, Promise<void>>();
  const keys: string[] = [];
  let actions = 0;
  let answersLost = 0;
  const answer = { status: 200, ok: true, headers: new Headers({ 'content-type': 'application/json' }), text: async () => '{"message":"ok","cart":[]}' };
  globalThis.fetch = jest.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    const key = (init?.headers as Record<string, string>)['Idempotency-Key'];
    keys.push(key);
    if (!done.has(key)) {
      actions += 1;
      done.set(key, new Promise((resolve) => setTimeout(resolve, 20)));
    }
    await done.get(key);
    // The connection drops on the way back, every time the browser tries: the action was done all the same.
    if (loseFirstAnswer && answersLost < 3) {
      answersLost += 1;
      throw new TypeError('Failed to fetch');
    }
    return answer as unknown as Response;
  }) as typeof fetch;
  return { actions: () => actions, keys };
}
