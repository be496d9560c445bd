import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The stack's alert rules (docker/prometheus/rules.yml) against their cases (rules.test.yml), with Debian's
 * promtool: .ci/run installs the `prometheus` package for it.
 */
const folder = path.resolve(__dirname, '../../docker/prometheus');

function promtool(...args: string[]) {
  const run = spawnSync('promtool', args, { cwd: folder, encoding: 'utf8' });
  if (run.error) throw new Error(`promtool not found (${run.error.message}): apt-get install prometheus`);
  return { status: run.status, output: run.stdout + run.stderr };
}

describe('Prometheus (docker/prometheus)', () => {
  it('fires every alert rule on its cases, and only there (promtool test rules)', () => {
    const { status, output } = promtool('test', 'rules', 'rules.test.yml');
    expect({ status, output }).toEqual({ status: 0, output: expect.stringContaining('SUCCESS') });
  });

  it('has a configuration Prometheus accepts, rules included', () => {
    const { status, output } = promtool('check', 'config', 'prometheus.yml');
    expect({ status, output }).toEqual({ status: 0, output: expect.stringMatching(/SUCCESS: \d+ rules found/) });
  });

  it('has a test case for every alert', () => {
    const names = (file: string) => new Set([...readFileSync(path.join(folder, file), 'utf8').matchAll(/alert(?:name)?: (\w+)/g)].map((m) => m[1]));
    expect([...names('rules.test.yml')].sort()).toEqual([...names('rules.yml')].sort());
  });
});
