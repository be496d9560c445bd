import { DEFAULT_POOL, connectionOptions } from './database';
import { hostUrls } from '@pcb/contract/server/db';

describe('a DATABASE_URL naming several hosts', () => {
  it('becomes one URL per host, in order, each with the same credentials, database and parameters', () => {
    expect(hostUrls('postgres://pcb:p%40ss@db1:5432,db2:6432,[::1]:5432/pcb?sslmode=require')).toEqual([
      'postgres://pcb:p%40ss@db1:5432/pcb?sslmode=require',
      'postgres://pcb:p%40ss@db2:6432/pcb?sslmode=require',
      'postgres://pcb:p%40ss@[::1]:5432/pcb?sslmode=require',
    ]);
  });

  it('leaves a single host as it is', () => {
    expect(hostUrls('postgresql://db:5432/pcb')).toEqual(['postgresql://db:5432/pcb']);
    expect(hostUrls('postgres://pcb@db')).toEqual(['postgres://pcb@db']);
    expect(hostUrls('postgres:///pcb?host=/run/postgresql')).toEqual(['postgres:///pcb?host=/run/postgresql']);
  });

  it('has no empty host', () => {
    expect(hostUrls('postgres://pcb@db1,,db2/pcb')).toBeNull();
    expect(hostUrls('postgres://pcb@db1,/pcb')).toBeNull();
  });
});

describe('the options every pooled connection opens with', () => {
  const options = connectionOptions({ ...DEFAULT_POOL, size: 7, statementTimeoutMs: 1_111, lockTimeoutMs: 2_222, queryTimeoutMs: 3_333 }, 'pcb-api a1', 'shop');

  it('turn TCP keepalive on, so a connection to a host that vanished is noticed while idle', () => {
    expect(options).toMatchObject({ keepAlive: true, keepAliveInitialDelayMillis: 10_000 });
  });

  it('carry the configured size and time-outs, the name and the schema', () => {
    expect(options).toMatchObject({
      max: 7,
      connectionTimeoutMillis: DEFAULT_POOL.connectTimeoutMs,
      statement_timeout: 1_111,
      lock_timeout: 2_222,
      query_timeout: 3_333,
      application_name: 'pcb-api a1',
      options: '-c search_path="shop"',
    });
  });
});
