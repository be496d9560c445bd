import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Findings N9, H3, N4, N11 and N12: what keeps the fleet safe lives in configuration files no other test runs.
 * These read them as they ship: a default put back to the simulator, or an X-Forwarded-For appended, fails here.
 */
const docker = path.resolve(__dirname, '../../docker');
const read = (...parts: string[]) => readFileSync(path.join(docker, ...parts), 'utf8');
const haproxyFiles = readdirSync(path.join(docker, 'haproxy')).filter((name) => name.endsWith('.cfg'));
const haproxy = haproxyFiles.map((name) => read('haproxy', name)).join('\n');
const stack = read('stack.yaml');

/** The lines of one section (`global`, `defaults`, `frontend shop`…) of an HAProxy configuration. */
function section(config: string, header: string): string[] {
  const lines = config.split('\n');
  const start = lines.findIndex((line) => line.trim() === header);
  if (start === -1) return [];
  const end = lines.findIndex((line, i) => i > start && /^\S/.test(line) && !line.startsWith('#'));
  return lines.slice(start + 1, end === -1 ? undefined : end).map((line) => line.trim());
}

/** The default the stack file gives a variable where the operator sets none: `NAME: ${NAME:-default}`. */
function stackDefault(name: string): string | undefined {
  const found = new RegExp(`^\\s*${name}: '?\\$\\{[A-Z_]+:-([^}]*)\\}'?\\s*$`, 'm').exec(stack);
  return found?.[1];
}

describe('HAProxy (docker/haproxy/*.cfg)', () => {
  const edge = read('haproxy', 'edge.cfg');
  const toBff = [...edge.matchAll(/^frontend (\S+)/gm)].map((m) => m[1]).filter((name) => section(edge, `frontend ${name}`).includes('default_backend bff'));

  it('gives a client 10 s at most to send its request headers', () => {
    const timeout = section(haproxy, 'defaults').find((line) => line.startsWith('timeout http-request'));
    expect(timeout).toBeDefined();
    expect(Number.parseInt(timeout?.split(/\s+/)[2] ?? '', 10)).toBeLessThanOrEqual(10);
  });

  it('caps its connections', () => {
    expect(section(haproxy, 'global').some((line) => /^maxconn \d+$/.test(line))).toBe(true);
  });

  it('sets X-Forwarded-For on every public frontend that reaches a BFF, and nowhere appends to the client’s', () => {
    expect(toBff.length).toBeGreaterThan(0);
    for (const name of toBff) expect(section(edge, `frontend ${name}`)).toContain('http-request set-header X-Forwarded-For %[src]');
    expect(haproxy).not.toMatch(/^\s*option\s+forwardfor/m);
    expect(haproxy).not.toMatch(/add-header\s+X-Forwarded-For/i);
  });

  it('gives every request to a BFF an id of the edge’s own, never the client’s, and logs each line with its id', () => {
    for (const name of toBff) expect(section(edge, `frontend ${name}`)).toContain('http-request set-header X-Request-ID %[unique-id]');
    expect(section(haproxy, 'defaults').find((line) => line.startsWith('log-format'))).toMatch(/ %ID"$/);
  });
});

/** The text of one top-level part of the stack file (`services`, `networks`…). */
const part = (name: string) => stack.slice(stack.indexOf(`\n${name}:\n`) + 1).split(/\n(?=\S)(?!#)/)[0];

/** The entries of a top-level part, each with its own text: `{ bff: '    image: …' }`; a `<<: *anchor` merge adds the anchored entry's text. */
function entries(name: string): Record<string, string> {
  const found = [...part(name).matchAll(/^ {2}([a-z-]+):( &[a-z]+)?.*\n((?: {4}.*\n|\s*\n)*)/gm)];
  const anchored = Object.fromEntries(found.filter((m) => m[2]).map((m) => [m[2].slice(2), m[3]]));
  return Object.fromEntries(found.map((m) => [m[1], m[3] + (anchored[/^ {4}<<: \*([a-z]+)$/m.exec(m[3])?.[1] ?? ''] ?? '')]));
}

/** The networks a service joins: its first `networks: [a, b]` (its own before a merged one's), else the stack's default one. */
function networksOf(service: string): string[] {
  const list = /^ {4}networks: \[([^\]]*)\]$/m.exec(entries('services')[service] ?? '')?.[1];
  return list ? list.split(',').map((name) => name.trim()) : ['default'];
}

describe('the stack’s production defaults (docker/stack.yaml)', () => {
  it('name no payment simulator and no offline shipping: a real shop must name its providers', () => {
    expect(stackDefault('PAYMENT_PROVIDER')).toBe('');
    expect(stackDefault('SHIPPING_PROVIDER')).toBe('');
    expect(stackDefault('SEED_DEMO_HISTORY')).toBe('false');
  });

  it('let the BFFs trust X-Forwarded-For only from the edge network, which holds the balancer and what it forwards to', () => {
    const edgeNetwork = entries('networks').edge ?? '';
    const edgeSubnet = /subnet: '\$\{EDGE_SUBNET:-([^}]+)\}'/.exec(edgeNetwork)?.[1];
    const fleetSubnet = /subnet: '\$\{FLEET_SUBNET:-([^}]+)\}'/.exec(entries('networks').default ?? '')?.[1];
    expect(edgeSubnet).toMatch(/^10\.\d+\.\d+\.\d+\/(2[4-9]|3[0-2])$/);
    expect(fleetSubnet).toBeDefined();
    expect(edgeSubnet).not.toBe(fleetSubnet);
    expect(stackDefault('TRUST_PROXY')).toBe(edgeSubnet);
    // No one-shot container joins it.
    expect(edgeNetwork).not.toMatch(/attachable: true/);
    expect(networksOf('edge')).toEqual(['edge']);
    // The edge's backends and the scraper may join it; nothing that makes requests of its own (pcb-api, the jobs, the stores) does.
    const onEdge = Object.keys(entries('services')).filter((name) => networksOf(name).includes('edge'));
    expect(onEdge.sort()).toEqual(['admin-remote', 'api-lb', 'bff', 'edge', 'prometheus', 'shop-remote']);
  });

  it('give Redis a password and the BFFs a URL that carries it (secrets, not the command line)', () => {
    expect(section(stack, 'redis:').join('\n')).toContain('REDIS_PASSWORD_FILE: /run/secrets/redis_password');
    expect(stack).toContain('REDIS_URL_FILE: /run/secrets/redis_url');
    expect(read('redis', 'Dockerfile')).toContain('requirepass');
  });

  it('leave the simulator and offline shipping to the demo script, which names them itself', () => {
    const start = readFileSync(path.resolve(__dirname, '../cluster/start.mjs'), 'utf8');
    expect(start).toMatch(/PAYMENT_PROVIDER: process\.env\.PAYMENT_PROVIDER \?\? 'simulator'/);
    expect(start).toMatch(/SHIPPING_PROVIDER: process\.env\.SHIPPING_PROVIDER \?\? 'offline'/);
  });
});

/** The lines indented under the stack's `&name` anchor, wherever it is (`x-hardened: &hardened`, `postgres: &postgres`…). */
function anchoredText(name: string): string {
  const lines = stack.split('\n');
  const at = lines.findIndex((line) => line.endsWith(`: &${name}`));
  const indent = (line: string) => line.length - line.trimStart().length;
  const end = lines.findIndex((line, i) => i > at && line.trim() !== '' && indent(line) <= indent(lines[at]));
  return lines.slice(at + 1, end).join('\n');
}

/** A text with each `<<: *name` merge replaced by what it merges, merges inside those included. */
const withMerges = (text: string): string => text.replace(/^\s*<<: \*([a-z-]+)$/gm, (_line, name: string) => withMerges(anchoredText(name)));

describe('N12: every container of the stack, hardened (docker/stack.yaml, docker/*.Dockerfile)', () => {
  const services = Object.entries(entries('services')).map(([name, text]) => [name, withMerges(text)] as const);

  it('drops every capability and adds none back, forbids new privileges, and runs on a read-only root', () => {
    expect(services.length).toBeGreaterThanOrEqual(12);
    for (const [name, text] of services) {
      expect([name, /^\s*cap_drop: \[ALL\]$/m.test(text), /cap_add/.test(text)]).toEqual([name, true, false]);
      // PostgreSQL writes outside /tmp, where Swarm's tmpfs is root's (docker/stack.yaml says why).
      const readOnly = !name.startsWith('postgres');
      expect([
        name,
        /^\s*security_opt: \['no-new-privileges:true'\]$/m.test(text),
        /^\s*read_only: true$/m.test(text) && !/read_only: false/.test(text),
      ]).toEqual([name, true, readOnly]);
    }
  });

  it('caps each service’s processes (deploy.resources.limits.pids, which needs compose 3.9)', () => {
    expect(stack).toMatch(/^version: '3\.9'$/m);
    for (const [name, text] of services) expect([name, /resources: \{ limits: \{[^}]*\bpids: \d+ \} \}/.test(text)]).toEqual([name, true]);
  });

  it('builds every image from the lock with npm ci, never npm install', () => {
    const dockerfiles = readdirSync(docker, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('Dockerfile'));
    const installs = dockerfiles.flatMap((name) => read(name).match(/npm(-with-ca)? (ci|install)\b/g) ?? []);
    expect(installs).toContain('npm-with-ca ci');
    expect(installs.filter((command) => command.endsWith('install'))).toEqual([]);
  });
});
