import timeoutPlugin, { REMOTE_LOAD_TIMEOUT_MS } from '../timeout-plugin';

describe('the remote time-out runtime plugin', () => {
  it('gives every remote script a 120 s time-out instead of the runtime default of 20 s', () => {
    const createScript = timeoutPlugin().createScript as (args: { url: string }) => unknown;
    expect(REMOTE_LOAD_TIMEOUT_MS).toBe(120_000);
    expect(createScript({ url: 'http://remote/remoteEntry.js' })).toEqual({ timeout: 120_000 });
  });
});
