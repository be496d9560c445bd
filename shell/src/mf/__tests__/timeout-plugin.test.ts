import { ModuleFederation } from '@module-federation/runtime-core';
import timeoutPlugin from '../timeout-plugin';

const SLOW_REMOTE = 'http://127.0.0.1:1/remoteEntry.js';

/** Loads a module of a remote whose entry script never answers (jsdom never fetches it). */
function loadFromSilentRemote(plugins: ReturnType<typeof timeoutPlugin>[]) {
  const federation = new ModuleFederation({ name: 'shell', remotes: [{ name: 'silent', entry: SLOW_REMOTE }], plugins });
  const outcome = { settled: false, error: undefined as unknown };
  federation.loadRemote('silent/Page').then(
    () => (outcome.settled = true),
    (error: unknown) => Object.assign(outcome, { settled: true, error }),
  );
  return outcome;
}

/** Runs the fake clock forward and lets the runtime's promise chains settle. */
async function wait(ms: number) {
  await jest.advanceTimersByTimeAsync(ms);
}

describe('the remote time-out runtime plugin', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    document.head.innerHTML = '';
  });

  it('keeps waiting for a slow remote entry past the runtime default of 20 s, and gives up at 120 s', async () => {
    const outcome = loadFromSilentRemote([timeoutPlugin()]);
    await wait(60_000);
    expect(outcome.settled).toBe(false);
    await wait(60_000);
    expect(outcome.settled).toBe(true);
    expect(String(outcome.error)).toMatch(/silent|remoteEntry/);
  });

  it('is what moves the limit: without it the runtime gives up at 20 s', async () => {
    const outcome = loadFromSilentRemote([]);
    await wait(20_000);
    expect(outcome.settled).toBe(true);
  });
});
