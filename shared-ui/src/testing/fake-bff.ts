import { checkAgainstContract } from './contract-answers';
import { fakeResponse } from './fake-response';

export interface FakeAnswer {
  status: number;
  body?: unknown;
  /** Why this answer may break the contract: a case the spec asks the UI to survive (a body without its message…). */
  offContract?: string;
}

/** An answer, a function of the call, or `'network-error'` for a request that never gets a response. */
type Handler = FakeAnswer | 'network-error' | ((call: RecordedCall) => FakeAnswer | Promise<FakeAnswer>);

export interface RecordedCall {
  method: string;
  url: string;
  body: unknown;
}

/** Answers that break the contract; the client may swallow the error thrown in `fetch`, so the test fails after it. */
const brokenAnswers: Error[] = [];
afterEach(() => {
  const broken = brokenAnswers.splice(0);
  if (broken.length > 0) throw broken[0];
});

function checkAnswer(method: string, path: string, answer: FakeAnswer) {
  if (!answer.offContract) checkAgainstContract(method, path, answer.status, answer.body ?? null);
}

function checkAnswerGiven(method: string, path: string, answer: FakeAnswer) {
  try {
    checkAnswer(method, path, answer);
  } catch (error) {
    brokenAnswers.push(error as Error);
    throw error;
  }
}

/** A fixed answer is checked when the fake is made, so one the test never asks for cannot drift from the contract either. */
function checkFixedAnswers(handlers: Record<string, Handler>) {
  for (const [key, handler] of Object.entries(handlers)) {
    if (typeof handler !== 'object') continue;
    const [method, path] = key.split(' ');
    checkAnswer(method, path, handler);
  }
}

/**
 * Replaces `fetch` (the BFF client's only way out) with answers keyed by `METHOD /path`
 * (without the query string). Unknown calls answer 404. Each answer must be one the real server could send:
 * it is checked against its endpoint's response schema in the contract (`checkAgainstContract`), a fixed
 * answer when the fake is made, a computed one when it answers.
 */
export function fakeBff(handlers: Record<string, Handler>) {
  checkFixedAnswers(handlers);
  const calls: RecordedCall[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const method = init.method ?? 'GET';
    const call = { method, url, body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body };
    calls.push(call);
    const path = url.split('?')[0];
    const handler = handlers[`${method} ${path}`];
    if (handler === 'network-error') throw new TypeError('Failed to fetch');
    if (!handler) return fakeResponse(404, { message: 'Not found' });
    const answer = typeof handler === 'function' ? await handler(call) : handler;
    checkAnswerGiven(method, path, answer);
    return fakeResponse(answer.status, answer.body ?? '');
  }) as typeof fetch;
  return { calls, callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.url.split('?')[0] === path) };
}
