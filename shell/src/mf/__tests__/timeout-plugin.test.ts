import timeoutPlugin, { REMOTE_LOAD_TIMEOUT_MS } from '../timeout-plugin';

type FetchHook = (url: string, init: RequestInit) => Promise<Response>;

describe('the remote time-out runtime plugin', () => {
  const plugin = timeoutPlugin();
  const realFetch = globalThis.fetch;
  let fetchMock: jest.Mock;

  beforeEach(() => {
    jest.useFakeTimers();
    fetchMock = jest.fn().mockResolvedValue({ ok: true });
    globalThis.fetch = fetchMock;
  });

  afterEach(() => {
    jest.useRealTimers();
    globalThis.fetch = realFetch;
  });

  function fetchManifest(init: RequestInit = {}) {
    void (plugin.fetch as FetchHook)('http://remote/mf-manifest.json', init);
    return fetchMock.mock.calls[0] as [string, RequestInit];
  }

  it('gives every remote script a 120 s time-out instead of the runtime default of 20 s', () => {
    const createScript = plugin.createScript as (args: { url: string }) => unknown;
    expect(REMOTE_LOAD_TIMEOUT_MS).toBe(120_000);
    expect(createScript({ url: 'http://remote/remoteEntry.js' })).toEqual({ timeout: 120_000 });
  });

  it('fetches the manifest itself, keeping the runtime request options', () => {
    const [url, init] = fetchManifest({ credentials: 'omit' });
    expect(url).toBe('http://remote/mf-manifest.json');
    expect(init.credentials).toBe('omit');
  });

  it('aborts a manifest request that is still running after 120 s', () => {
    const signal = fetchManifest()[1].signal as AbortSignal;
    jest.advanceTimersByTime(REMOTE_LOAD_TIMEOUT_MS - 1);
    expect(signal.aborted).toBe(false);
    jest.advanceTimersByTime(1);
    expect(signal.aborted).toBe(true);
  });
});
