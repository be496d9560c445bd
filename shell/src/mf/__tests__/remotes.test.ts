import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

const manifest = {
  remotes: [
    { name: 'shop', entry: 'http://127.0.0.1:3001/remoteEntry.js' },
    { name: 'admin', entry: 'http://127.0.0.1:3002/remoteEntry.js' },
  ],
};

describe('the runtime remote registry', () => {
  let request: jest.SpyInstance;
  let remotes: typeof import('../remotes');

  beforeEach(() => {
    jest
      .mocked(loadRemote)
      .mockReset()
      .mockResolvedValue({ default: () => null });
    jest.mocked(registerRemotes).mockReset();
    // A fresh registry per test, with the client instance that registry uses.
    jest.isolateModules(() => {
      const { bff } = require('@pcb/shared-ui') as typeof import('@pcb/shared-ui');
      request = jest.spyOn(bff, 'request').mockResolvedValue(manifest);
      remotes = require('../remotes');
    });
  });

  afterEach(() => {
    request.mockRestore();
    document.getElementById('pcb-remotes')?.remove();
  });

  /** The JSON block the BFF writes into the page it serves. */
  function writeRemotesIntoPage(text: string) {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = 'pcb-remotes';
    block.textContent = text;
    document.head.append(block);
  }

  it('registers the remotes the page carries, without asking the BFF', async () => {
    const fromPage = { remotes: [{ name: 'shop', entry: 'https://shop.example/remoteEntry.js' }] };
    writeRemotesIntoPage(JSON.stringify(fromPage));
    await remotes.registerRemotesOnce();
    expect(request).not.toHaveBeenCalled();
    expect(registerRemotes).toHaveBeenCalledWith(fromPage.remotes);
  });

  it('asks the BFF when the remote list in the page is unreadable', async () => {
    writeRemotesIntoPage('{not json');
    await remotes.registerRemotesOnce();
    expect(registerRemotes).toHaveBeenCalledWith(manifest.remotes);
  });

  it('registers the remotes the BFF lists at GET /bff/remotes when the page carries none', async () => {
    await remotes.registerRemotesOnce();
    expect(request).toHaveBeenCalledWith('GET', '/bff/remotes', { timeoutMs: 120_000 });
    expect(registerRemotes).toHaveBeenCalledWith(manifest.remotes);
  });

  it('asks the BFF only once however many remotes are loaded', async () => {
    await remotes.loadRemoteApp('shop');
    await remotes.loadRemoteApp('admin');
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('asks the BFF again after a failed attempt', async () => {
    request.mockRejectedValueOnce(new Error('offline'));
    await expect(remotes.registerRemotesOnce()).rejects.toThrow('offline');
    await remotes.registerRemotesOnce();
    expect(request).toHaveBeenCalledTimes(2);
    expect(registerRemotes).toHaveBeenCalledTimes(1);
  });

  it('loads the exposed app of the remote it is asked for', async () => {
    await remotes.loadRemoteApp('admin');
    expect(loadRemote).toHaveBeenCalledWith('admin/AdminApp');
    await remotes.loadRemoteApp('shop');
    expect(loadRemote).toHaveBeenCalledWith('shop/ShopApp');
  });

  it("resolves only once the app's first render has what it needs (the opened page's chunk)", async () => {
    let pageLoaded!: () => void;
    const ready = new Promise<void>((resolve) => (pageLoaded = resolve));
    jest.mocked(loadRemote).mockResolvedValue({ default: () => null, ready });
    let loaded = false;
    const app = remotes.loadRemoteApp('shop').then(() => (loaded = true));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(loaded).toBe(false);
    pageLoaded();
    await app;
    expect(loaded).toBe(true);
  });

  it('fails when the remote answers without an app component', async () => {
    jest.mocked(loadRemote).mockResolvedValue(null);
    await expect(remotes.loadRemoteApp('shop')).rejects.toThrow('did not provide its app');
  });

  it('does not load a remote the BFF refused, warns why on the console, and asks the BFF again on retry', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const reason = '@pcb/shared-ui ^1.0.0 diperlukan, shell menyediakan 0.1.0';
    writeRemotesIntoPage(JSON.stringify({ remotes: [{ name: 'shop', entry: 'https://shop.example/r1/remoteEntry.js', release: 'r1', refused: reason }] }));
    await expect(remotes.loadRemoteApp('shop')).rejects.toThrow(reason);
    expect(loadRemote).not.toHaveBeenCalled();
    expect(registerRemotes).toHaveBeenCalledWith([]);
    expect(warn).toHaveBeenCalledWith(`Remote "shop" tidak dimuat: ${reason}`);
    await remotes.loadRemoteApp('shop');
    expect(request).toHaveBeenCalledWith('GET', '/bff/remotes', { timeoutMs: 120_000 });
    expect(loadRemote).toHaveBeenCalledWith('shop/ShopApp');
    warn.mockRestore();
  });
});
