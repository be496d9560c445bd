import { createBffClient } from '../../api/client';
import { fakeResponse as respond } from '../../../testing/fake-response';
import { createSessionStore, expiredRole } from '../session-store';

function setup(sessionAnswers: unknown[]) {
  const fetchImpl = jest.fn(async (url: RequestInfo | URL) => {
    if (String(url) === '/bff/session') return respond(200, sessionAnswers.shift());
    return respond(401, { message: 'Unauthorized: Token expired', redirect: '/login', role: 'user' });
  }) as unknown as typeof fetch;
  const client = createBffClient(fetchImpl);
  return { client, fetchImpl, store: createSessionStore(client) };
}

const signedIn = { user: { username: 'budi', exp: 2e9 }, admin: { exp: 2e9 }, message: {} };

describe('session store', () => {
  afterEach(() => document.getElementById('pcb-session')?.remove());

  it('starts from the sessions the BFF wrote into the page, without asking again', async () => {
    document.head.insertAdjacentHTML('beforeend', `<script type="application/json" id="pcb-session">${JSON.stringify(signedIn)}</script>`);
    const { store, fetchImpl } = setup([]);
    await store.getState().start();
    expect(store.getState()).toMatchObject({ checked: true, user: { username: 'budi' }, admin: { exp: 2e9 } });
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('asks GET /bff/session when the page carries no sessions (a page the BFF did not serve)', async () => {
    const { store, fetchImpl } = setup([signedIn]);
    await store.getState().start();
    expect(fetchImpl).toHaveBeenCalledWith('/bff/session', expect.anything());
    expect(store.getState()).toMatchObject({ checked: true, user: { username: 'budi' } });
  });

  it('is unchecked until the BFF answers, then holds both sessions', async () => {
    const { store } = setup([signedIn]);
    expect(store.getState().checked).toBe(false);
    await store.getState().refresh();
    expect(store.getState()).toMatchObject({ checked: true, user: { username: 'budi' }, admin: { exp: 2e9 } });
  });

  it('ends only the user session on a user token-expired answer and collects the message', async () => {
    const ended = { user: null, admin: { exp: 2e9 }, message: { user: 'Sesi Anda telah berakhir. Silakan login kembali.' } };
    const { client, store } = setup([signedIn, ended]);
    await store.getState().refresh();
    await client.request('GET', '/bff/api/cart').catch(() => undefined);
    expect(store.getState().user).toBeNull();
    expect(store.getState().admin).toEqual({ exp: 2e9 });
    await new Promise((r) => setTimeout(r, 0));
    expect(store.getState().takeMessage('user')).toBe('Sesi Anda telah berakhir. Silakan login kembali.');
    expect(store.getState().takeMessage('user')).toBeUndefined();
  });

  it('counts the session as signed out and checked when the BFF cannot be reached', async () => {
    const client = createBffClient((() => Promise.reject(new TypeError('down'))) as typeof fetch);
    const store = createSessionStore(client);
    await store.getState().refresh();
    expect(store.getState()).toMatchObject({ checked: true, user: null, admin: null });
  });
});

describe('expiredRole', () => {
  it('names the role only for a 401 whose message is exactly the token-expired text', () => {
    expect(expiredRole({ status: 401, body: { message: 'Unauthorized: Token expired', role: 'admin' } })).toBe('admin');
    expect(expiredRole({ status: 401, body: { message: 'Unauthorized: Token tidak valid', role: 'user' } })).toBeUndefined();
    expect(expiredRole({ status: 403, body: { message: 'Unauthorized: Token expired', role: 'user' } })).toBeUndefined();
  });
});
