import { useSession } from '../../session/session-store';
import { queryClient, scopedKey } from '../query-client';

describe('the query cache', () => {
  beforeEach(() => {
    queryClient.clear();
    useSession.setState({ user: { username: 'ayu', exp: 1 }, admin: { username: 'admin', exp: 1 } } as never);
    for (const scope of ['public', 'user', 'admin'] as const) queryClient.setQueryData(scopedKey(scope, 'x'), scope);
  });

  it("forgets a buyer's data when the buyer's session ends, and keeps the rest", () => {
    useSession.setState({ user: null });
    expect(queryClient.getQueryData(scopedKey('user', 'x'))).toBeUndefined();
    expect(queryClient.getQueryData(scopedKey('admin', 'x'))).toBe('admin');
    expect(queryClient.getQueryData(scopedKey('public', 'x'))).toBe('public');
  });

  it("forgets the admin's data when the admin's session ends", () => {
    useSession.setState({ admin: null });
    expect(queryClient.getQueryData(scopedKey('admin', 'x'))).toBeUndefined();
    expect(queryClient.getQueryData(scopedKey('user', 'x'))).toBe('user');
  });
});

describe('the query cache when another buyer signs in', () => {
  it("forgets the first buyer's data", () => {
    queryClient.clear();
    useSession.setState({ user: { username: 'ayu', exp: 1 } } as never);
    queryClient.setQueryData(scopedKey('user', 'cart'), ['ayu']);
    useSession.setState({ user: { username: 'sari', exp: 1 } } as never);
    expect(queryClient.getQueryData(scopedKey('user', 'cart'))).toBeUndefined();
  });
});
