#!/usr/bin/env node
// `npm run test:cluster`: deploys the fleet on Docker Swarm (docker/stack.yaml, as its own stack
// `pcbtest` on its own ports) and breaks it on purpose with the engine: tasks killed, services
// rolled to new images, an update that fails its health check, the balancer, PostgreSQL and Redis
// restarted. Each test prints its pass rule and its figures; the run fails on the first broken rule.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import path from 'node:path';
import { openTraffic, restore } from './restore.mjs';
import { startCluster } from './start.mjs';
import { discardStack, docker, dockerOk, dockerRun, insideBalancersServe, root, STACK } from './swarm.mjs';
import { stackFetch, stackUrls } from './urls.mjs';

/**
 * Its own ports and network, so that it runs beside a demo started with `npm run start:cluster`;
 * `CLUSTER_SLOT=n` (1–9) moves them again, so that runs from several checkouts do not clash.
 */
const SLOT = Number(process.env.CLUSTER_SLOT ?? 0);
const port = (base) => String(base + SLOT * 100);
const VARIABLES = {
  HTTPS_PORT: port(18443),
  HTTP_PORT: port(18080),
  SHOP_PORT: port(13001),
  ADMIN_PORT: port(13002),
  STATS_PORT: port(18404),
  FLEET_SUBNET: `10.232.${SLOT}.0/24`,
  EDGE_SUBNET: `10.233.${SLOT}.0/26`,
  PUBLIC_URL: `https://127.0.0.1:${port(18443)}`,
  SHOP_REMOTE_URL: `https://127.0.0.1:${port(13001)}`,
  ADMIN_REMOTE_URL: `https://127.0.0.1:${port(13002)}`,
  BCRYPT_ROUNDS: '4',
  // The tests place many orders for the one seeded buyer; 1000 is the most the config accepts.
  MAX_UNPAID_ORDERS: '1000',
  // The tests and the browser journeys sign the seeded admin in with the password alone; two-factor
  // sign-in has its own tests (pcb-api, the BFF, e2e/tests/admin-two-factor.spec.ts).
  ADMIN_2FA_REQUIRED: 'false',
  // Test 15 judges its canaries after 45 s (its sessions and checks fit in it) and 6 canary sessions over all BFFs.
  CANARY_WINDOW_MS: '45000',
  CANARY_MIN_SESSIONS: '6',
};
const urls = stackUrls(VARIABLES);
const LB = urls.shop;
const BUYER = { email: 'buyer@pcb.test', password: 'Buyer#12345' };
/** Signs the tests' payment notifications; every pcb-api of the tests checks with it. */
const NOTIFICATION_KEY = 'SB-Mid-server-cluster-test-key';
const ADMIN = { email: 'admin@pcb.test', password: 'Admin#12345-cluster' };
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const results = [];

/** `CLUSTER_TESTS=5,6` runs only those (by number); all by default. `CLUSTER_KEEP=1` leaves the stack running after the run. */
const only = process.env.CLUSTER_TESTS?.split(',');

/** Requests the tests sent, those that got no answer or a 5xx, and the longest one's time in the current test. */
const traffic = { sent: 0, failed: 0, longestMs: 0 };

/** Runs one test and prints its figures, with the requests it sent and what the balancer retried meanwhile. */
async function test(name, rule, body) {
  if (only && !only.includes(name.split(' ')[0])) return;
  console.log(`\n== ${name}\n   pass rule: ${rule}`);
  const started = Date.now();
  const [sentBefore, failedBefore, balancerBefore] = [traffic.sent, traffic.failed, await balancerStats()];
  traffic.longestMs = 0;
  const figures = await body();
  const balancerAfter = await balancerStats();
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const all = {
    requestsSent: traffic.sent - sentBefore,
    requestsFailed: traffic.failed - failedBefore,
    longestRequestMs: Math.round(traffic.longestMs),
    retriedByBalancer: balancerAfter.retries - balancerBefore.retries,
    redispatchedByBalancer: balancerAfter.redispatches - balancerBefore.redispatches,
    ...figures,
  };
  console.log(`   PASS in ${seconds} s: ${JSON.stringify(all)}`);
  results.push({ name, seconds, ...all });
}

/** A fetch that never throws: `status` 0 when nothing answered. Counted in `traffic`. */
async function call(target, init = {}) {
  const started = performance.now();
  const response = await fetchText(target, init);
  traffic.longestMs = Math.max(traffic.longestMs, performance.now() - started);
  traffic.sent += 1;
  if (response.status === 0 || response.status >= 500) traffic.failed += 1;
  return response;
}

/**
 * A kept-alive connection the balancer closed while idle fails the request that reuses it, before
 * anything was sent: browsers send a GET again on a new connection then, and so does this.
 */
const REUSED_CLOSED_SOCKET = 'UND_ERR_SOCKET';

async function fetchText(target, init = {}, retried = false) {
  try {
    const response = await stackFetch(target, { signal: AbortSignal.timeout(15_000), ...init });
    const text = await response.text();
    return { status: response.status, type: response.headers.get('content-type') ?? '', text, headers: response.headers };
  } catch (error) {
    const code = error.cause?.code;
    if (code === REUSED_CLOSED_SOCKET && !retried && (init.method ?? 'GET') === 'GET') return fetchText(target, init, true);
    const cause = error.cause ? ` (${code ?? error.cause.message})` : '';
    return { status: 0, type: '', text: `${error}${cause}`, headers: new Headers() };
  }
}

const postJson = (target, body, cookie, headers = {}) =>
  call(target, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf': '1', ...(cookie ? { cookie } : {}), ...headers },
    body: JSON.stringify(body),
  });

/** Pauses before a write that got no answer is sent again with its key, as the shop's pages do (shared-ui's client). */
const WRITE_RETRY_DELAYS_MS = [300, 1_000, 3_000];

async function signIn(base, role) {
  const response = await postJson(`${base}/bff${role === 'admin' ? '/admin' : ''}/login`, role === 'admin' ? ADMIN : BUYER);
  assert.equal(response.status, 200, `${role} login: ${response.status} ${response.text}`);
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** The running containers of one of the stack's services (one machine: every task is here). */
const containersOf = (service) =>
  dockerRun(['ps', '-q', '--filter', `label=com.docker.swarm.service.name=${STACK}_${service}`])
    .split('\n')
    .filter(Boolean);

/** Whether a pcb-api container answers ready (its database takes writes), asked on its own port. */
const pcbApiReady = (container) =>
  / 200 /.test(
    spawnSync(
      docker,
      ['exec', container, 'bash', '-c', 'exec 3<>/dev/tcp/127.0.0.1/$PORT && printf "GET /api/health/ready HTTP/1.0\\r\\n\\r\\n" >&3 && head -1 <&3'],
      {
        encoding: 'utf8',
      },
    ).stdout ?? '',
  );

/** Runs a shell command in the service's first container. */
function execIn(service, command) {
  const [container] = containersOf(service);
  assert.ok(container, `no running task of ${service}`);
  return dockerRun(['exec', container, 'sh', '-c', command]);
}

/**
 * The lines of a service's tasks, the stopped ones too, since `since` (docker's time) that name `text`: every task
 * logs to json-file on this node. Read container by container: `docker service logs` hung for over 15 minutes on
 * a busy daemon.
 */
const logLinesOf = (service, since, text) =>
  dockerRun(['ps', '-a', '-q', '--filter', `label=com.docker.swarm.service.name=${STACK}_${service}`])
    .split('\n')
    .filter(Boolean)
    .flatMap((container) => {
      const { stdout, stderr } = spawnSync(docker, ['logs', '--since', since, container], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
      return `${stdout}\n${stderr}`.split('\n');
    })
    .filter((line) => line.includes(text));

/** An answer of the stack's Prometheus (on the fleet's network only), asked from a BFF task with Node's fetch. */
const prometheus = (apiPath) => execIn('bff', `node -e 'fetch("http://prometheus:9090${apiPath}").then((r) => r.text()).then((t) => process.stdout.write(t))'`);

const flushRateLimits = () => execIn('redis', 'REDISCLI_AUTH="$(cat "$REDIS_PASSWORD_FILE")" redis-cli FLUSHALL');

/** The database pair's services (docker/stack.yaml): either may be the primary. */
const DATABASES = ['postgres', 'postgres-replica'];
const isPrimary = (container) => dockerOk(['exec', container, 'sh', '-c', '[ "$(psql -qtAX -d postgres -c "SELECT pg_is_in_recovery()")" = f ]']);
/** The running PostgreSQL containers that take writes: one, but for a split brain. */
const primaries = () => DATABASES.flatMap(containersOf).filter(isPrimary);
/** How the primary in `container` waits for its standby: `sync`, `async`, or '' while none streams. */
const standbySyncState = (container) =>
  dockerRun(['exec', container, 'psql', '-qtAX', '-d', 'postgres', '-c', "SELECT sync_state FROM pg_stat_replication WHERE application_name = 'standby'"]);

/** A query's rows, as JSON through psql in the primary's container (it is on no host port). */
const db = {
  async query(text) {
    const [primary] = primaries();
    assert.ok(primary, 'no PostgreSQL primary runs');
    const json = dockerRun([
      'exec',
      primary,
      'sh',
      '-c',
      `psql -d pcb -qtA -v ON_ERROR_STOP=1 <<'SQL'
WITH q AS (${text}) SELECT coalesce(json_agg(q), '[]') FROM q
SQL`,
    ]);
    return { rows: JSON.parse(json) };
  },
};

/**
 * Mixed traffic through the balancer until stopped: catalogue, pages, pictures, and signed-in writes: cart
 * additions and removals, orders (which take stock) and cancellations of every other order (which give it back).
 */
function mixedLoad({ cookie, productId, picture, cart, concurrency = 6 }) {
  const figures = { sent: 0, failed: 0, reads: 0, failedReads: 0, writes: 0, failedWrites: 0, resentWrites: 0, failures: [] };
  /** What the writer saw acknowledged, and how many orders it sent without an answer (those may or may not exist). */
  const orders = { placed: [], cancelled: [], unacknowledged: 0 };
  let running = true;
  /** The cart row of the product, as the writer knows it: an earlier load may have ended with it in the cart. */
  let cartRow = rowOf(cart, productId);
  let toCancel = null;
  let step = 0;
  const reads = ['/bff/api/product', '/', `/bff/files/${picture}`, `/bff/api/product/${productId}`];
  const lost = (response) => response.status === 0 || response.status >= 500;
  // Status 0 is no answer at all (fetchText's failed request), not a success.
  const succeeded = (response) => response.status >= 200 && response.status < 400;

  /** Asked again, as the shop's client does: no answer came, or the first try is still in flight (409 with Retry-After). */
  const askAgain = (response) => lost(response) || (response.status === 409 && response.headers.has('retry-after'));

  /** One user action: a fresh Idempotency-Key, and the same request again with it while no answer comes. */
  async function keyed(send) {
    const key = { 'idempotency-key': randomUUID() };
    let response = await send(key);
    for (const delay of WRITE_RETRY_DELAYS_MS) {
      if (!askAgain(response)) break;
      figures.resentWrites += 1;
      await sleep(delay);
      response = await send(key);
    }
    return response;
  }

  async function changeCart() {
    const row = cartRow;
    const response = await keyed((key) =>
      row
        ? call(`${LB}/bff/api/cart/delete/${row}`, { method: 'DELETE', headers: { 'x-csrf': '1', cookie, ...key } })
        : postJson(`${LB}/bff/api/cart/add-product`, { id_product: productId }, cookie, key),
    );
    if (succeeded(response)) cartRow = cartRow ? null : JSON.parse(response.text).data._id;
    // An answer lost with its server may still have been applied once: look, as a client retrying would.
    else cartRow = rowOf(await cartOf(cookie), productId);
    return response;
  }

  async function placeOrder() {
    const order = orderOf(productId, (step % 3) + 1);
    const response = await keyed((key) => postJson(`${LB}/bff/api/transaction`, order, cookie, key));
    if (response.status === 201) {
      const id = JSON.parse(response.text).data._id;
      orders.placed.push(id);
      if (orders.placed.length % 2 === 0) toCancel = id;
    } else if (lost(response)) orders.unacknowledged += 1;
    return response;
  }

  async function cancelOrder() {
    const id = toCancel;
    toCancel = null;
    const response = await keyed((key) =>
      call(`${LB}/bff/api/transaction/cancel`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', 'x-csrf': '1', cookie, ...key },
        body: JSON.stringify({ id }),
      }),
    );
    if (succeeded(response)) orders.cancelled.push(id);
    return response;
  }

  /** One writer, so each write's expected effect is known. An order is placed only with the product out of the cart. */
  function write() {
    if (cartRow) return changeCart();
    if (toCancel) return cancelOrder();
    step += 1;
    return step % 2 === 1 ? changeCart() : placeOrder();
  }

  async function worker(index) {
    for (let i = 0; running; i++) {
      const isWriter = index === 0;
      const at = new Date().toISOString().slice(11, 23);
      const response = isWriter ? await write() : await call(`${LB}${reads[i % reads.length]}`, { headers: { cookie } });
      figures.sent += 1;
      figures[isWriter ? 'writes' : 'reads'] += 1;
      // A 409 "already in cart", 404 "not in cart" or a refused cancel would mean a write applied twice: counted as a failure.
      if (!succeeded(response)) {
        figures.failed += 1;
        figures[isWriter ? 'failedWrites' : 'failedReads'] += 1;
        const what = isWriter ? 'write' : `read ${reads[i % reads.length]}`;
        if (figures.failures.length < 5) figures.failures.push(`${what} at ${at}: ${response.status} ${response.text.slice(0, 80)}`);
      }
    }
  }
  const workers = Array.from({ length: concurrency }, (_, i) => worker(i));
  return {
    figures,
    async stop() {
      running = false;
      await Promise.all(workers);
      return { figures, orders, inCart: cartRow !== null };
    },
  };
}

/**
 * HAProxy's retries and redispatches so far: `wretr` and `wredis` of its CSV statistics, from the
 * backends' own rows (the servers' rows count the same events again).
 */
async function balancerStats() {
  const { status, text: csv } = await fetchText(`${urls.stats}/stats;csv`);
  assert.equal(status, 200, `HAProxy's statistics: ${csv}`);
  const [header, ...lines] = csv.split('\n').filter(Boolean);
  const columns = header.replace(/^# /, '').split(',');
  const backends = lines.map((line) => line.split(',')).filter((row) => row[columns.indexOf('svname')] === 'BACKEND');
  const sum = (name) => backends.reduce((total, row) => total + Number(row[columns.indexOf(name)] || 0), 0);
  return { retries: sum('wretr'), redispatches: sum('wredis') };
}

const rowOf = (cart, productId) => cart.find((row) => row.id_product._id === productId)?._id ?? null;

/** The checkout's body for `quantity` of one product, sent by JNE REG. */
const orderOf = (productId, quantity = 1) => ({
  product: [{ standart: [{ id_product: productId, quantity }], costom_prototype: [], costom_assembly: [] }],
  expedition: [{ courier: 'jne', shipping_option: 'REG' }],
});

/** A settlement for the order's payment, signed as the provider signs it. */
function settlementOf({ order_id, amount }) {
  const statusCode = '200';
  const grossAmount = `${amount}.00`;
  const signature = createHash('sha512').update(`${order_id}${statusCode}${grossAmount}${NOTIFICATION_KEY}`).digest('hex');
  return {
    order_id,
    transaction_status: 'settlement',
    status_code: statusCode,
    gross_amount: grossAmount,
    payment_type: 'qris',
    fraud_status: 'accept',
    signature_key: signature,
  };
}

/** Sent again until an answer comes (a kept-alive connection closed by the balancer gets none). */
async function answered(send) {
  for (;;) {
    const answer = await send();
    if (answer.status !== 0) return answer;
  }
}

/** Pays each order as the buyer does, and settles it with the provider's signed notification. */
async function settleAll(ids, buyer) {
  for (const id of ids) {
    const started = await answered(() => postJson(`${LB}/bff/api/service/payments/create-payment`, { transactionId: id }, buyer));
    assert.ok(started.status < 300, started.text);
    const [payment] = (await db.query(`SELECT order_id, amount FROM payments WHERE transaction_id = '${id}'`)).rows;
    const body = JSON.stringify(settlementOf(payment));
    const answer = await answered(() =>
      call(`${LB}/api/service/payments/midtrans/notification`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      }),
    );
    assert.equal(answer.status, 200, answer.text);
  }
}

const tally = (values) => values.reduce((counts, value) => ({ ...counts, [value]: (counts[value] ?? 0) + 1 }), {});

async function until(check, { timeoutMs = 30_000, everyMs = 100, what = 'the condition' } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`${what} did not hold within ${timeoutMs / 1000} s`);
    await sleep(everyMs);
  }
}

/** The buyer's cart, asked again until it answers, as a client that lost an answer looks before it retries. */
async function cartOf(cookie) {
  const response = await until(
    async () => {
      const answer = await call(`${LB}/bff/api/cart`, { headers: { cookie } });
      return answer.status === 200 && answer;
    },
    { what: 'the cart answering' },
  );
  return JSON.parse(response.text);
}

/**
 * Loads the home page through the balancer until stopped, and every script it names: the shell's and the
 * remotes' preloads, and each remote's entry as /bff/remotes gives it, as a browser would.
 */
function loadPages() {
  const figures = { pages: 0, scripts: 0, notFound: 0, missing: [] };
  let running = true;
  const scriptsOf = (html) => [...html.matchAll(/(?:src|href)="([^"]+\.js)"/g)].map((m) => new URL(m[1], LB).href);
  const loader = (async () => {
    while (running) {
      const [page, remotes] = await Promise.all([call(`${LB}/`), call(`${LB}/bff/remotes`)]);
      figures.pages += 1;
      const entries = remotes.status === 200 ? JSON.parse(remotes.text).remotes.map((remote) => remote.entry) : [];
      for (const script of [...scriptsOf(page.text), ...entries]) {
        const answer = await call(script);
        figures.scripts += 1;
        if (answer.status === 404) {
          figures.notFound += 1;
          if (figures.missing.length < 5) figures.missing.push(script);
        }
      }
    }
  })();
  return {
    async stop() {
      running = false;
      await loader;
      return figures;
    },
  };
}

/** An image of `service` that differs from the running one only by a label, or by a health check that always fails. */
function variantOf(service, { failing = false } = {}) {
  const base = dockerRun(['service', 'inspect', '--format', '{{.Spec.TaskTemplate.ContainerSpec.Image}}', `${STACK}_${service}`]).split('@')[0];
  const tag = `${base.split(':')[0]}:${failing ? 'failing' : 'next'}-${Date.now()}`;
  const dockerfile = `FROM ${base}\nLABEL test.variant="${tag}"\n${failing ? 'HEALTHCHECK --interval=2s --timeout=2s --start-period=1s --retries=2 CMD ["false"]\n' : ''}`;
  dockerRun(['build', '-q', '-t', tag, '-'], { input: dockerfile });
  return { base, tag };
}

const imageOf = (service) => dockerRun(['service', 'inspect', '--format', '{{.Spec.TaskTemplate.ContainerSpec.Image}}', `${STACK}_${service}`]).split('@')[0];
/** The service's last update: `<state> <started at>`, empty before the first. */
const updateStatus = (service) =>
  dockerRun(['service', 'inspect', '--format', '{{if .UpdateStatus}}{{.UpdateStatus.State}} {{.UpdateStatus.StartedAt}}{{end}}', `${STACK}_${service}`]);

/** `docker service update` to `image`, then Swarm's own verdict once it settles: completed, or rolled back. */
const updateTo = (service, image) => updateService(service, ['--image', image]);

/** `docker service update` with `flags`, then Swarm's own verdict once it settles. */
async function updateService(service, flags) {
  const before = updateStatus(service);
  const result = spawnSync(docker, ['service', 'update', '--detach', '--quiet', ...flags, `${STACK}_${service}`], { encoding: 'utf8' });
  assert.equal(result.status, 0, result.stderr);
  const state = await until(
    () => {
      const now = updateStatus(service);
      const [current] = now.split(' ');
      return now !== before && !['', 'updating', 'rollback_started'].includes(current) && current;
    },
    { timeoutMs: 240_000, everyMs: 500, what: `the update of ${service} settling` },
  );
  return { state, output: dockerRun(['service', 'inspect', '--format', '{{.UpdateStatus.Message}}', `${STACK}_${service}`]) };
}

/** The shop's home page title in the remote's build, and the share of sessions test 15 gives each canary. */
const HOME_TITLE = 'children:"Pengalaman Terbaik Membeli PCB"';
const CANARY_PERCENT = 50;

/**
 * Publishes, from a shop-remote task, a copy of its build whose home page title is `title` (an
 * expression of the minified page), its precompressed copies made again; the new release's id.
 */
function publishShopWith(name, title) {
  const edit = `
    const fs = require('node:fs'), zlib = require('node:zlib');
    const dir = '/tmp/${name}';
    fs.rmSync(dir, { recursive: true, force: true });
    fs.cpSync('dist', dir, { recursive: true, dereference: true });
    const file = fs.readdirSync(dir).map((f) => dir + '/' + f).find((f) => f.endsWith('.js') && fs.readFileSync(f, 'utf8').includes(${JSON.stringify(HOME_TITLE)}));
    const text = fs.readFileSync(file, 'utf8').replace(${JSON.stringify(HOME_TITLE)}, ${JSON.stringify(`children:${title}`)});
    fs.writeFileSync(file, text);
    if (fs.existsSync(file + '.gz')) fs.writeFileSync(file + '.gz', zlib.gzipSync(text));
    if (fs.existsSync(file + '.br')) fs.writeFileSync(file + '.br', zlib.brotliCompressSync(text));`;
  const [container] = containersOf('shop-remote');
  dockerRun(['exec', '-i', container, 'node'], { input: edit });
  return dockerRun(['exec', container, 'node', 'bff/dist/releases/cli.js', 'publish', 'shop', `/tmp/${name}`, '--by', 'cluster-test'])
    .split('\n')
    .at(-1);
}

/**
 * Asks every BFF task itself (not through the balancer) which shop release it serves each session
 * cookie, its counts of the canary's sessions and failures, and whether it runs `release` as a canary; one `docker exec` per task.
 */
function askEveryBff(cookies, release) {
  const ask = `
    const cookies = ${JSON.stringify(cookies)};
    const shopOf = (cookie) => fetch('http://127.0.0.1:3000/bff/remotes', { headers: { cookie } }).then((r) => r.json()).then((m) => m.remotes.find((r) => r.name === 'shop').release);
    const count = (text, name) => text.split('\\n').filter((l) => l.startsWith(name + '{') && l.includes('release="${release}"')).reduce((sum, l) => sum + Number(l.split(' ').at(-1)), 0);
    Promise.all([Promise.all(cookies.map(shopOf)), fetch('http://127.0.0.1:3000/metrics').then((r) => r.text())]).then(([releases, metrics]) =>
      console.log(JSON.stringify({ releases, sessions: count(metrics, 'pcb_remote_release_sessions_total'), failures: count(metrics, 'pcb_remote_release_failures_total'), onTrial: count(metrics, 'pcb_remote_canary_percent') > 0 })));`;
  return containersOf('bff').map((bff) => JSON.parse(dockerRun(['exec', '-i', bff, 'node'], { input: ask })));
}

/** The home page's title, or the shell's fallback when the page threw. */
const homeShown = (page) =>
  page
    .getByRole('heading', { level: 1 })
    .or(page.getByRole('button', { name: 'Coba lagi' }))
    .first()
    .waitFor({ timeout: 15_000 });

/** Chromium sessions test 15 drives at once: one after another, 16 of them outlasted a 45 s window under load. */
const PARALLEL_SESSIONS = 4;

/**
 * One browser session through the balancer: a fresh context opens the home page and waits for its reports to go
 * out (the shell sends them); its cookie and the shop release its page named. A session that fails is opened
 * again once, as a visitor would: Docker adds and removes interfaces on this host all the time, and Chromium
 * aborts loads (ERR_NETWORK_CHANGED) when it sees one.
 */
async function browserSession(browser, attempt = 1) {
  const context = await browser.newContext({ ignoreHTTPSErrors: true });
  const page = await context.newPage();
  try {
    // The shop release the page loaded: its entry's address is `<shop remote>/<release>/remoteEntry.js`.
    const entries = [];
    page.on(
      'request',
      (request) => request.url().startsWith(VARIABLES.SHOP_REMOTE_URL) && request.url().endsWith('/remoteEntry.js') && entries.push(request.url()),
    );
    await page.goto(`${LB}/`);
    await homeShown(page);
    await page.waitForLoadState('networkidle');
    const cookie = (await context.cookies()).find((c) => c.name.endsWith('pcb_browser'));
    return { cookie: `${cookie.name}=${cookie.value}`, release: new URL(entries.at(-1)).pathname.split('/')[1] };
  } catch (error) {
    const shown = await page
      .locator('body')
      .innerText({ timeout: 1_000 })
      .catch(() => '(no page)');
    const why = `${error.message.split('\n')[0]}; the page: ${shown.slice(0, 200)}`;
    if (attempt > 1) throw new Error(`a browser session failed twice: ${why}`, { cause: error });
    console.log(`   a browser session failed (${why}): opened again`);
    return await browserSession(browser, attempt + 1);
  } finally {
    await context.close();
  }
}

/** Browser sessions, PARALLEL_SESSIONS at a time, until the canary had `enough`. */
async function browserSessions(browser, canary, enough) {
  const sessions = [];
  const count = (release) => sessions.filter((s) => s.release === release).length;
  // The judge needs only the canary's sessions: once it has them, the canary may end at any tick.
  while (count(canary) < enough) {
    assert.ok(sessions.length < 40, `40 sessions and still not ${enough} on the canary: ${JSON.stringify(tally(sessions.map((s) => s.release)))}`);
    sessions.push(...(await Promise.all(Array.from({ length: PARALLEL_SESSIONS }, () => browserSession(browser)))));
  }
  return sessions;
}

async function main() {
  const started = Date.now();
  process.env.SEED_ADMIN_PASSWORD = ADMIN.password;
  process.env.MIDTRANS_SERVER_KEY = NOTIFICATION_KEY;
  // A fresh database with fresh secrets: a volume left by an earlier run holds other passwords.
  if (!process.env.CLUSTER_KEEP) await discardStack();
  await startCluster({ build: !process.argv.includes('--no-build'), variables: VARIABLES });
  try {
    const admin = await signIn(LB, 'admin');
    const buyer = await signIn(LB, 'buyer');
    const [product] = JSON.parse((await call(`${LB}/bff/api/product`)).text);

    await test('1 upload visibility', 'a picture uploaded through the balancer is read 20 times through it (every BFF and pcb-api task in turn)', async () => {
      const form = new FormData();
      for (const [k, v] of Object.entries({
        product_name: 'Cluster board',
        id_category: product.id_category._id,
        harga: '1000',
        stock: '5',
        weight: '10',
        description: 'uji cluster',
      }))
        form.append(k, String(v));
      // A whole 1×1 PNG: pcb-api parses every picture to strip its metadata.
      const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
      form.append('image', new Blob([png], { type: 'image/png' }), 'board.png');
      const saved = await call(`${LB}/bff/admin/api/admin/product`, { method: 'POST', headers: { 'x-csrf': '1', cookie: admin }, body: form });
      assert.equal(saved.status, 201, saved.text);
      const picture = JSON.parse(saved.text).data.picture_url;
      const answers = await Promise.all(Array.from({ length: 20 }, () => call(`${LB}/bff/files/${picture}`)));
      const ok = answers.filter((a) => a.status === 200 && a.type === 'image/png').length;
      assert.equal(ok, answers.length, JSON.stringify(answers.map((a) => a.status)));
      return { picture, reads: answers.length, ok };
    });

    await test('2 shared rate limit', 'the 11th wrong login within a minute, spread over the BFF tasks by the balancer, gets 429', async () => {
      flushRateLimits();
      const statuses = [];
      for (let i = 0; i < 11; i++) statuses.push((await postJson(`${LB}/bff/login`, { email: BUYER.email, password: 'salah' })).status);
      assert.deepEqual(statuses, [...Array(10).fill(401), 429]);
      flushRateLimits();
      return { statuses: statuses.join(' ') };
    });

    const picture = product.picture_url;
    /** Enough stock for every order a load can place; the load's orders are those made from `since` on. */
    const stockAtStart = async () => (await db.query(`UPDATE products SET stock = 100000 WHERE id = '${product._id}' RETURNING stock, now() AS since`)).rows[0];
    const underLoad = async (seconds, fault) => {
      const cartBefore = await cartOf(buyer);
      const start = await stockAtStart();
      const load = mixedLoad({ cookie: buyer, productId: product._id, picture, cart: cartBefore });
      const faultFigures = await fault();
      const remaining = seconds * 1000 - faultFigures.elapsedMs;
      if (remaining > 0) await sleep(remaining);
      const { figures, orders, inCart } = await load.stop();
      const cart = await cartOf(buyer);
      const rows = cart.filter((row) => row.id_product._id === product._id).length;
      return { figures, inCart, rows, cartBefore: cartBefore.length, stock: await stockAddsUp(start, orders), ...faultFigures };
    };

    /**
     * In the database: each acknowledged order exists, each acknowledged cancel gave its stock back, any other
     * order of the load comes from a write that got no answer (one at most each), and the stock is the
     * starting stock minus the units of the load's orders that still hold theirs.
     */
    const stockAddsUp = async (start, orders) => {
      const { rows } = await db.query(
        `SELECT t.id, t.status, t.stock_released, i.quantity FROM transactions t JOIN transaction_items i ON i.transaction_id = t.id
          WHERE i.id_product = '${product._id}' AND t.created_at >= '${start.since}'`,
      );
      const found = new Map(rows.map((row) => [row.id.trim(), row]));
      const missing = orders.placed.filter((id) => !found.has(id));
      assert.deepEqual(missing, [], 'every acknowledged order exists');
      assert.equal(rows.length, found.size, 'one row per order');
      const unasked = rows.length - orders.placed.length;
      assert.ok(unasked <= orders.unacknowledged, `${unasked} orders nobody saw placed, for ${orders.unacknowledged} unanswered writes`);
      const notReleased = orders.cancelled.filter((id) => !found.get(id).stock_released || found.get(id).status !== 'dibatalkan-pembeli');
      assert.deepEqual(notReleased, [], 'every acknowledged cancel gave its stock back');
      const held = rows.filter((row) => !row.stock_released).reduce((units, row) => units + row.quantity, 0);
      const [{ stock }] = (await db.query(`SELECT stock FROM products WHERE id = '${product._id}'`)).rows;
      assert.equal(stock, start.stock - held, `stock ${stock} = ${start.stock} - ${held} units held`);
      return {
        orders: rows.length,
        acknowledged: orders.placed.length,
        unacknowledged: orders.unacknowledged,
        cancelled: orders.cancelled.length,
        unitsHeld: held,
      };
    };

    /** Until `service` runs `count` healthy tasks again. */
    const healthyTasks = (service, count) =>
      until(
        () =>
          dockerRun(['ps', '-q', '--filter', `label=com.docker.swarm.service.name=${STACK}_${service}`, '--filter', 'health=healthy'])
            .split('\n')
            .filter(Boolean).length >= count,
        {
          timeoutMs: 90_000,
          everyMs: 250,
          what: `${count} healthy ${service} tasks`,
        },
      );

    await test(
      '3 a pcb-api task killed mid-load',
      'kill -9 of one pcb-api container during 20 s of mixed load with keyed writes: zero failed reads and writes, orders in the database = orders acknowledged; Swarm starts a new task; stock adds up',
      async () => {
        const run = await underLoad(20, async () => {
          const t0 = Date.now();
          await sleep(5_000);
          const [victim] = containersOf('pcb-api');
          const killedAt = Date.now();
          dockerRun(['kill', '--signal', 'KILL', victim]);
          await until(() => !containersOf('pcb-api').includes(victim), { what: 'the killed task gone' });
          await healthyTasks('pcb-api', 2);
          return { elapsedMs: Date.now() - t0, replacedAndHealthyInMs: Date.now() - killedAt };
        });
        const { figures, inCart, rows } = run;
        assert.equal(figures.failedReads, 0, figures.failures.join(' | '));
        assert.equal(rows, inCart ? 1 : 0, 'cart row count matches the successful writes');
        assert.equal(figures.failedWrites, 0, `a keyed write is retried until answered: ${figures.failures.join(' | ')}`);
        assert.equal(run.stock.orders, run.stock.acknowledged, 'orders in the database = orders acknowledged');
        return {
          loadSent: figures.sent,
          failedReads: figures.failedReads,
          failedWrites: figures.failedWrites,
          resentWrites: figures.resentWrites,
          replacedAndHealthyInMs: run.replacedAndHealthyInMs,
          stock: run.stock,
          failures: figures.failures,
        };
      },
    );

    await test(
      '4 rolling update',
      'pcb-api, then bff, updated to a new image (start-first, health-checked) under mixed load: zero failed requests; stock adds up',
      async () => {
        const updates = {};
        const run = await underLoad(0, async () => {
          const t0 = Date.now();
          for (const service of ['pcb-api', 'bff']) {
            const { tag } = variantOf(service);
            const at = Date.now();
            const result = await updateTo(service, tag);
            assert.equal(result.state, 'completed', `${service}: ${result.output}`);
            assert.equal(imageOf(service), tag);
            updates[service] = Date.now() - at;
          }
          return { elapsedMs: Date.now() - t0 };
        });
        const { figures, inCart, rows } = run;
        assert.equal(figures.failed, 0, figures.failures.join(' | '));
        assert.equal(rows, inCart ? 1 : 0);
        return { loadSent: figures.sent, loadFailed: figures.failed, updateMs: updates, stock: run.stock };
      },
    );

    await test(
      '5 failed update rolls back',
      'pcb-api updated to an image whose health check fails: Swarm rolls back by itself to the running image, with zero failed requests',
      async () => {
        const before = imageOf('pcb-api');
        let result;
        const run = await underLoad(0, async () => {
          const t0 = Date.now();
          result = await updateTo('pcb-api', variantOf('pcb-api', { failing: true }).tag);
          await healthyTasks('pcb-api', 2);
          return { elapsedMs: Date.now() - t0 };
        });
        assert.match(result.state, /^rollback_completed$/, `update state ${result.state}: ${result.output}`);
        assert.equal(imageOf('pcb-api'), before);
        assert.equal(run.figures.failed, 0, run.figures.failures.join(' | '));
        return { state: result.state, rolledBackInMs: run.elapsedMs, loadSent: run.figures.sent, loadFailed: run.figures.failed };
      },
    );

    await test(
      '6 balancer restarted',
      'the edge HAProxy container killed under load: failed requests counted, the shop answers again within 5 s of the new task',
      async () => {
        const statuses = { ok: 0, failed: 0 };
        let probing = true;
        let lastFailureAt = 0;
        const probe = (async () => {
          while (probing) {
            const r = await call(`${LB}/bff/api/product`);
            if (r.status === 200) statuses.ok += 1;
            else {
              statuses.failed += 1;
              lastFailureAt = Date.now();
            }
            await sleep(50);
          }
        })();
        await sleep(1_000);
        const [balancer] = containersOf('edge');
        const killedAt = Date.now();
        dockerRun(['kill', '--signal', 'KILL', balancer]);
        await until(() => containersOf('edge').some((c) => c !== balancer), { timeoutMs: 60_000, what: 'a new HAProxy task' });
        const newTaskAt = Date.now();
        await until(async () => (await call(`${LB}/bff/api/product`)).status === 200, { timeoutMs: 30_000, everyMs: 50, what: 'the shop answering again' });
        const answeringAt = Date.now();
        await sleep(2_000);
        probing = false;
        await probe;
        const recoveryMs = answeringAt - newTaskAt;
        assert.ok(recoveryMs < 5_000, `the shop answered ${recoveryMs} ms after the new task started`);
        assert.ok(lastFailureAt <= answeringAt, 'no failure once it answered again');
        return { requestsOk: statuses.ok, requestsFailed: statuses.failed, newTaskAfterMs: newTaskAt - killedAt, answeringAfterNewTaskMs: recoveryMs };
      },
    );

    await test(
      '7 PostgreSQL restarted',
      'the database task killed: every pcb-api task keeps running (same containers) and the shop answers again within 15 s of the new database task; meanwhile only 200 or JSON 502/503/504, never a hang',
      async () => {
        const apis = containersOf('pcb-api').sort();
        const statuses = {};
        let probing = true;
        const probe = (async () => {
          while (probing) {
            const r = await call(`${LB}/bff/api/product`);
            const key = r.status === 200 ? '200' : `${r.status} ${r.type.startsWith('application/json') ? 'json' : r.type || r.text.slice(0, 100)}`;
            statuses[key] = (statuses[key] ?? 0) + 1;
            await sleep(100);
          }
        })();
        await sleep(500);
        const [database] = containersOf('postgres');
        dockerRun(['kill', '--signal', 'KILL', database]);
        await until(() => containersOf('postgres').some((c) => c !== database), { timeoutMs: 60_000, what: 'a new PostgreSQL task' });
        const back = Date.now();
        await until(async () => (await call(`${LB}/bff/api/product`)).status === 200, {
          timeoutMs: 15_000,
          everyMs: 100,
          what: 'the shop answering from the new database',
        });
        const shopBackInMs = Date.now() - back;
        const [newDatabase] = containersOf('postgres');
        const readyLine = spawnSync(docker, ['logs', newDatabase], { encoding: 'utf8' })
          .stderr.split('\n')
          .findLast((line) => line.includes('ready to accept connections'));
        const databaseReadyInMs = readyLine && Date.parse(readyLine.slice(0, 23).replace(' ', 'T') + 'Z') - back;
        probing = false;
        await probe;
        assert.deepEqual(containersOf('pcb-api').sort(), apis, 'the same pcb-api containers');
        for (const key of Object.keys(statuses)) assert.match(key, /^(200|50[234] json)$/, `unexpected answer ${key}`);
        return { databaseReadyInMs, shopBackInMs, samePcbApiContainers: true, answers: statuses };
      },
    );

    await test('8 Redis restarted', 'the Redis task killed: logins still answer; once the new task runs, the 11th wrong login gets 429 again', async () => {
      const [redis] = containersOf('redis');
      dockerRun(['kill', '--signal', 'KILL', redis]);
      const whileDown = (await postJson(`${LB}/bff/login`, BUYER)).status;
      await until(() => containersOf('redis').some((c) => c !== redis), { timeoutMs: 60_000, what: 'a new Redis task' });
      const t0 = Date.now();
      await healthyTasks('redis', 1);
      await until(async () => (await call(`${LB}/bff/health/ready`)).status === 200, { timeoutMs: 30_000, what: 'the BFFs ready again' });
      const backInMs = Date.now() - t0;
      flushRateLimits();
      const after = [];
      for (let i = 0; i < 11; i++) after.push((await postJson(`${LB}/bff/login`, { email: BUYER.email, password: 'salah' })).status);
      assert.equal(after[10], 429, after.join(' '));
      flushRateLimits();
      return { loginWhileDown: whileDown, limitsBackInMs: backInMs, afterwards: after.join(' ') };
    });

    await test(
      '9 notifications',
      'the same signed settlement sent twenty times at once through the balancer (to every pcb-api task): one state change, one history line, one mail queued',
      async () => {
        const placed = await postJson(`${LB}/bff/api/transaction`, orderOf(product._id), buyer);
        assert.equal(placed.status, 201, placed.text);
        const id = JSON.parse(placed.text).data._id;
        const started = await postJson(`${LB}/bff/api/service/payments/create-payment`, { transactionId: id }, buyer);
        assert.ok(started.status < 300, started.text);
        const [payment] = (await db.query(`SELECT order_id, amount FROM payments WHERE transaction_id = '${id}'`)).rows;
        const body = JSON.stringify(settlementOf(payment));
        const notify = () =>
          call(`${LB}/api/service/payments/midtrans/notification`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
        const answers = await Promise.all(Array.from({ length: 20 }, notify));
        const messages = tally(answers.map((a) => `${a.status} ${a.status === 200 ? JSON.parse(a.text).message : a.text.slice(0, 60)}`));
        assert.deepEqual(messages, { '200 Payment status updated': 1, '200 Payment status unchanged': 19 });
        const [order] = (
          await db.query(
            `SELECT t.status, (SELECT count(*)::int FROM transaction_history h WHERE h.transaction_id = t.id AND h.status = 'sudah-bayar') AS lines
           FROM transactions t WHERE t.id = '${id}'`,
          )
        ).rows;
        assert.deepEqual(order, { status: 'sudah-bayar', lines: 1 });
        const [{ count: paidMails }] = (await db.query(`SELECT count(*)::int FROM outbox WHERE dedupe_key LIKE 'order:${id}:%'`)).rows;
        assert.equal(paidMails, 1);
        return { notifications: answers.length, answers: messages, stateChanges: order.lines, mails: paidMails };
      },
    );

    await test(
      '10 a remote promoted and rolled back',
      'a second shop release published from a task, promoted, then rolled back, while pages load through the balancer: every BFF task names the live release within 2 s each time, no script a page names answers 404, and the release history names both steps and who took them',
      async () => {
        const bffs = containersOf('bff');
        const cli = (...args) => dockerRun(['exec', bffs[0], 'node', 'bff/dist/releases/cli.js', ...args]);
        const named = (bff) =>
          JSON.parse(dockerRun(['exec', bff, 'node', '-e', "fetch('http://127.0.0.1:3000/bff/remotes').then((r) => r.text()).then(console.log)"])).remotes.find(
            (remote) => remote.name === 'shop',
          ).release;
        /** When the BFF task began serving `release` to new pages, by its own log's clock (asking each task costs a second under load). */
        const servingSince = (bff, since, release) => {
          const line = dockerRun(['logs', '--since', since, bff])
            .split('\n')
            .find((l) => l.includes('"msg":"remote release live"') && l.includes(`"release":"${release}"`));
          return line && JSON.parse(line).time;
        };
        const before = named(bffs[0]);
        const next = execIn(
          'shop-remote',
          'rm -rf /tmp/next && cp -rL dist /tmp/next && date > /tmp/next/next.txt && node bff/dist/releases/cli.js publish shop /tmp/next',
        )
          .split('\n')
          .at(-1);
        const pages = loadPages();
        // Counted from the step's commit (the CLI's exit) to the last BFF task's switch.
        const switchTo = async (id, command) => {
          const since = new Date().toISOString();
          cli(...command);
          const committedAt = Date.now();
          const switchedAt = await until(
            () => {
              const times = bffs.map((bff) => servingSince(bff, since, id));
              return times.every(Boolean) && Math.max(...times);
            },
            { timeoutMs: 10_000, everyMs: 100, what: `every BFF naming ${id}` },
          );
          assert.ok(
            bffs.every((bff) => named(bff) === id),
            `a BFF task switched to ${id} and away again`,
          );
          return Math.max(0, switchedAt - committedAt);
        };
        await sleep(2_000);
        const promotedInMs = await switchTo(next, ['promote', 'shop', next, '--by', 'cluster-test']);
        await sleep(3_000);
        const rolledBackInMs = await switchTo(before, ['rollback', 'shop', '--by', 'cluster-test']);
        await sleep(2_000);
        const loaded = await pages.stop();
        assert.ok(promotedInMs <= 2_000 && rolledBackInMs <= 2_000, `promoted in ${promotedInMs} ms, rolled back in ${rolledBackInMs} ms`);
        assert.equal(loaded.notFound, 0, loaded.missing.join(' '));
        const history = cli('releases', 'shop').split('\n').slice(-2);
        assert.match(history[0], new RegExp(`promote +${before} → ${next} +oleh cluster-test +ok`), history.join('\n'));
        assert.match(history[1], new RegExp(`rollback +${next} → ${before} +oleh cluster-test +ok`), history.join('\n'));
        return { bffTasks: bffs.length, before, next, promotedInMs, rolledBackInMs, ...loaded, missing: undefined, history };
      },
    );

    await test(
      '11 browser journey',
      "Chromium through the stack's HTTPS address: a buyer orders and pays, the admin finds the paid order; no console error, page error, CSP violation, broken image or 5xx",
      async () => {
        const started = Date.now();
        const playwright = spawnSync(process.execPath, [path.join(root, 'node_modules/@playwright/test/cli.js'), 'test', '-c', 'playwright.stack.config.ts'], {
          cwd: path.join(root, 'e2e'),
          stdio: 'inherit',
          env: { ...process.env, E2E_BASE_URL: LB, E2E_ADMIN_PASSWORD: ADMIN.password },
        });
        assert.equal(playwright.status, 0, 'the journey failed (its report is above)');
        return { journeyMs: Date.now() - started };
      },
    );

    await test(
      '12 restore drill',
      'orders placed and settled, a base backup, more orders and settlements, a point, then orders and settlements after it; the stack restored to the point (npm run db:restore): every order and settlement acknowledged before the point is there, none after it, every stored file has its checksum, no paid order is expired (the sweep paused, the unpaid orders reconciled), and the WAL of the last write before the point was archived within 60 s',
      async () => {
        const pgbackrest = (command) => execIn('postgres', `pgbackrest --stanza=pcb ${command}`);
        // An order without an answer is not acknowledged, so only the acknowledged ones are compared.
        const batch = async (count, settle) => {
          const placed = [];
          for (let i = 0; i < count; i++) {
            const answer = await answered(() => postJson(`${LB}/bff/api/transaction`, orderOf(product._id), buyer));
            assert.equal(answer.status, 201, answer.text);
            placed.push(JSON.parse(answer.text).data._id);
          }
          const settled = placed.filter((_, i) => i < settle);
          await settleAll(settled, buyer);
          return { placed, settled };
        };
        const beforeBackup = await batch(4, 2);
        // The schedule's first backup may still hold the stanza's lock.
        await until(() => spawnSync(docker, ['exec', containersOf('postgres')[0], 'pgbackrest', '--stanza=pcb', '--type=full', 'backup']).status === 0, {
          timeoutMs: 120_000,
          everyMs: 2_000,
          what: 'a full backup',
        });
        const afterBackup = await batch(4, 2);
        const lastWriteAt = Date.now();
        const [{ wal }] = (await db.query('SELECT pg_walfile_name(pg_current_wal_lsn()) AS wal')).rows;
        await sleep(1_000);
        const [{ point }] = (await db.query('SELECT now()::text AS point')).rows;
        await sleep(1_000);
        // After the point: new orders, and the orders placed before it paid now (their notifications are lost by the restore).
        const late = await batch(2, 1);
        const paidLate = afterBackup.placed.filter((id) => !afterBackup.settled.includes(id));
        await settleAll(paidLate, buyer);
        const archived = async () => (await db.query(`SELECT last_archived_wal >= '${wal}' AS done FROM pg_stat_archiver`)).rows[0].done;
        await until(archived, { timeoutMs: 90_000, everyMs: 500, what: `WAL ${wal} archived` });
        const rpoMs = Date.now() - lastWriteAt;
        const checksums = `SELECT path, encode(sha256(data), 'hex') AS sha256 FROM stored_files WHERE created_at <= '${point}' ORDER BY path`;
        const files = (await db.query(checksums)).rows;

        const restoreStarted = Date.now();
        const restored = await restore({ to: point, log: (line) => console.log(`   ${line}`) });
        await openTraffic({ log: (line) => console.log(`   ${line}`) });
        await urls.waitReady();
        await until(async () => insideBalancersServe(), { timeoutMs: 60_000, everyMs: 500, what: 'every api-lb task serving' });
        const rtoMs = Date.now() - restoreStarted;

        const acknowledged = [...beforeBackup.placed, ...afterBackup.placed];
        const settled = [...beforeBackup.settled, ...afterBackup.settled];
        const statuses = Object.fromEntries(
          (await db.query(`SELECT id, status FROM transactions WHERE id IN ('${[...acknowledged, ...late.placed].join("','")}')`)).rows.map((r) => [
            r.id,
            r.status,
          ]),
        );
        assert.deepEqual(
          acknowledged.filter((id) => !statuses[id]),
          [],
          'orders acknowledged before the point are missing',
        );
        assert.deepEqual(
          settled.filter((id) => statuses[id] !== 'sudah-bayar'),
          [],
          'orders settled before the point are not paid',
        );
        assert.deepEqual(
          late.placed.filter((id) => statuses[id]),
          [],
          'orders placed after the point are there: the restore did not stop at the point',
        );
        assert.deepEqual(await db.query(checksums).then((r) => r.rows), files, 'stored files differ');
        const paidAndExpired = await db.query(
          `SELECT t.id FROM transactions t WHERE t.status = 'pembayaran-kadarluarsa'
             AND (t.id IN ('${[...settled, ...paidLate].join("','")}') OR EXISTS (SELECT 1 FROM transaction_history h WHERE h.transaction_id = t.id AND h.status = 'sudah-bayar'))`,
        );
        assert.deepEqual(paidAndExpired.rows, [], 'paid orders were expired');
        // Not asserted: the payment simulator keeps its payments in the shop's database, restored with it,
        // so here the orders paid after the point stay unpaid (and, with the sweep paused, unexpired).
        const paidLateAfterRestore = paidLate.filter((id) => statuses[id] === 'sudah-bayar').length;
        assert.ok(rpoMs <= 60_000, `the last write before the point was archived after ${rpoMs} ms`);
        return {
          point,
          rpoObservedMs: rpoMs,
          rtoMs,
          restoreSteps: restored.steps,
          ordersCompared: acknowledged.length,
          settlementsCompared: settled.length,
          lateOrdersGone: late.placed.length,
          paidAfterPoint: paidLate.length,
          paidAfterPointPaidAgain: paidLateAfterRestore,
          reconciliation: restored.reconciled ?? 'no reconcile-payments in this image',
          filesCompared: files.length,
          backups: JSON.parse(pgbackrest('info --output=json'))[0].backup.length,
        };
      },
    );

    await test(
      '13 one request id',
      "a checkout pcb-api refuses (a product that does not exist), sent through the edge with an x-request-id of the client's own: the answer's x-request-id is not the client's, and the edge's, api-lb's, a BFF's and a pcb-api's log each have a line with it within 15 s, and the client's traceparent reached pcb-api",
      async () => {
        const since = new Date(Date.now() - 5_000).toISOString();
        const traceparent = `00-${randomUUID().replaceAll('-', '')}-00f067aa0ba902b7-01`;
        const refused = await postJson(`${LB}/bff/api/transaction`, orderOf('f'.repeat(24)), buyer, { 'x-request-id': 'chosen-by-the-client', traceparent });
        assert.ok(refused.status >= 400 && refused.status < 500, `the checkout was not refused: ${refused.status} ${refused.text}`);
        const id = refused.headers.get('x-request-id');
        assert.ok(id && id !== 'chosen-by-the-client', `the answer's x-request-id: ${id}`);
        const services = ['edge', 'api-lb', 'bff', 'pcb-api'];
        const lines = await until(
          () => {
            const found = Object.fromEntries(services.map((service) => [service, logLinesOf(service, since, id)]));
            return Object.values(found).every((matched) => matched.length > 0) && found;
          },
          { timeoutMs: 15_000, everyMs: 1_000, what: `a line with ${id} in every service's log` },
        );
        for (const service of services) console.log(`   ${service}: ${lines[service][0]}`);
        assert.ok(
          lines['pcb-api'].some((line) => line.includes(traceparent)),
          'the traceparent did not reach pcb-api (its request line logs the headers)',
        );
        return { id, status: refused.status, ...Object.fromEntries(services.map((service) => [`${service}Lines`, lines[service].length])) };
      },
    );

    await test(
      '14 mail alert',
      "/metrics refused by the edge (404, encoded too) while its stats port serves HAProxy's metrics; Prometheus scrapes every task; SMTP pointed away and an order paid: the mail alert fires in Prometheus within 2 minutes of the mail being queued",
      async () => {
        const refused = await Promise.all(['/metrics', '/%6detrics', '/METRICS'].map(async (p) => (await call(`${LB}${p}`)).status));
        assert.deepEqual(refused, [404, 404, 404], `the edge answered ${refused} for /metrics`);
        const balancer = await fetchText(`${urls.stats}/metrics`);
        assert.match(balancer.text, /^haproxy_backend_active_servers\{proxy="bff"\} \d/m, "the edge's exporter");

        // Found through Docker's DNS and scraped every 15 s: right after the deploy, some are not scraped yet.
        const jobs = ['api-lb', 'bff', 'edge', 'pcb-api', 'postgres', 'prometheus'];
        let down = [];
        const scraped = await until(
          () => {
            const targets = JSON.parse(prometheus('/api/v1/targets?state=active')).data.activeTargets;
            down = targets.filter((t) => t.health !== 'up').map((t) => `${t.labels.job} ${t.labels.instance} ${t.health} ${t.lastError}`);
            const up = tally(targets.filter((t) => t.health === 'up').map((t) => t.labels.job));
            return down.length === 0 && jobs.every((job) => up[job]) && up;
          },
          { timeoutMs: 90_000, everyMs: 3_000, what: 'every Prometheus target up' },
        ).catch((error) => {
          throw new Error(`${error.message}; not up: ${down.join('; ')}`);
        });

        const pointed = Date.now();
        const update = await updateService('pcb-api', ['--env-add', 'SMTP_URL=smtp://127.0.0.1:1']);
        assert.equal(update.state, 'completed', update.output);
        const smtpPointedAwayMs = Date.now() - pointed;
        const placed = await answered(() => postJson(`${LB}/bff/api/transaction`, orderOf(product._id), buyer));
        assert.equal(placed.status, 201, placed.text);
        const id = JSON.parse(placed.text).data._id;
        await settleAll([id], buyer);
        const queued = Date.now();
        const firing = await until(
          () => JSON.parse(prometheus('/api/v1/alerts')).data.alerts.find((a) => a.labels.alertname === 'MailFailing' && a.state === 'firing'),
          { timeoutMs: 120_000, everyMs: 2_000, what: 'the MailFailing alert firing' },
        );
        // Mail queued before the fault may have failed first: this order's own mail must have failed too.
        const mail = await until(
          async () => (await db.query(`SELECT status, attempts, last_error FROM outbox WHERE dedupe_key = 'order:${id}:sudah-bayar' AND attempts > 0`)).rows[0],
          { timeoutMs: 30_000, everyMs: 1_000, what: "the order's mail failing" },
        );
        const values = Object.fromEntries(
          ['pcb_mail_delivery_failures_total', 'pcb_outbox_pending', 'pcb_db_pool_total', 'pcb_db_pool_waiting'].map((name) => [
            name,
            JSON.parse(prometheus(`/api/v1/query?query=sum(${name})`)).data.result[0]?.value[1],
          ]),
        );
        return { smtpPointedAwayMs, mail, alertFiredAfterQueuedMs: Date.now() - queued, activeAt: firing.activeAt, scraped, ...values };
      },
    );
    await test(
      '15 canary releases',
      `two shop releases published from a task, each started as a ${CANARY_PERCENT} % canary; Chromium sessions through the balancer until the canary had ${VARIABLES.CANARY_MIN_SESSIONS}: every BFF task gives each session the release its page got; the canary whose home page throws is rolled back by itself and the clean one promoted, each decided once (one history step, one log line over all BFFs), within 60 s of its last session, and then every BFF task gives every session the live release`,
      async () => {
        const { chromium } = await import('playwright-core');
        const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
        const [bff] = containersOf('bff');
        const cli = (...args) => dockerRun(['exec', bff, 'node', 'bff/dist/releases/cli.js', ...args, 'shop']);
        const live = cli('releases').match(/^\* live\s+(\S+)/m)[1];
        const throwing = publishShopWith('canary-throws', '(() => { throw new Error("cluster canary: the home page throws"); })()');
        const clean = publishShopWith('canary-clean', '"Pengalaman Terbaik Membeli PCB, canary"');

        /** One canary from start to its decision; its figures. */
        const trial = async (release, verdict) => {
          const since = new Date().toISOString();
          const started = Date.now();
          dockerRun(['exec', bff, 'node', 'bff/dist/releases/cli.js', 'promote', 'shop', release, '--canary', String(CANARY_PERCENT), '--by', 'cluster-test']);
          // Each BFF learns of the canary at its next poll: a page served before then gets the live release.
          await until(() => askEveryBff([], release).every((answer) => answer.onTrial), {
            timeoutMs: 10_000,
            everyMs: 200,
            what: `every BFF running ${release}`,
          });
          const sessions = await browserSessions(browser, release, Number(VARIABLES.CANARY_MIN_SESSIONS));
          const drawn = sessions.map((s) => s.release);
          const served = askEveryBff(
            sessions.map((s) => s.cookie),
            release,
          );
          assert.ok(
            cli('releases').includes('Canary:'),
            `the canary ended before every BFF was asked: CANARY_WINDOW_MS is too short for ${sessions.length} sessions`,
          );
          for (const answer of served) assert.deepEqual(answer.releases, drawn, 'a BFF task gave a session another release than its page got');
          const lastSession = Date.now();
          await until(() => !cli('releases').includes('Canary:'), { timeoutMs: 60_000, everyMs: 1_000, what: `the canary ${release} decided` });
          const decidedMs = Date.now() - started;
          const now = verdict === 'promote' ? release : live;
          let answers;
          const after = await until(
            () => {
              answers = askEveryBff(
                sessions.map((s) => s.cookie),
                release,
              );
              return answers.every((answer) => answer.releases.every((r) => r === now)) && answers;
            },
            { timeoutMs: 10_000, everyMs: 500, what: `every BFF giving every session ${now}` },
          ).catch((error) => {
            throw new Error(`${error.message}: they gave ${JSON.stringify(answers)}; the history: ${cli('releases').replaceAll('\n', ' | ')}`);
          });
          const steps = cli('releases')
            .split('\n')
            .filter((line) => line.includes(release) && line.includes('oleh canary'));
          assert.equal(steps.length, 1, steps.join('\n'));
          const [from, to] = verdict === 'promote' ? [live, release] : [release, live];
          assert.match(steps[0], new RegExp(`${verdict} +${from} → ${to} +oleh canary \\(BFF .+\\) +ok`));
          const logged = logLinesOf('bff', since, verdict === 'promote' ? 'canary promoted' : 'canary rolled back');
          assert.equal(logged.length, 1, logged.join('\n'));
          const { canarySessions, liveSessions, ranMs } = JSON.parse(logged[0].slice(logged[0].indexOf('{')));
          return {
            release,
            sessions: tally(drawn.map((r) => (r === release ? 'canary' : 'live'))),
            perBff: after.map(({ sessions: s, failures }) => ({ sessions: s, failures })),
            judged: { canary: canarySessions, live: liveSessions },
            ranMs,
            decidedAfterLastSessionMs: Date.now() - lastSession,
            decidedMs,
          };
        };
        try {
          const rolledBack = await trial(throwing, 'rollback');
          assert.ok(rolledBack.judged.canary.errors > 0 && rolledBack.judged.live.errors === 0, JSON.stringify(rolledBack.judged));
          const promoted = await trial(clean, 'promote');
          assert.ok(promoted.judged.canary.errors === 0, JSON.stringify(promoted.judged));
          return { bffTasks: containersOf('bff').length, rolledBack, promoted };
        } finally {
          await browser.close();
        }
      },
    );

    await test(
      '16 PostgreSQL failover',
      'under mixed load with keyed writes, the primary (postgres) killed with SIGKILL and its synchronous standby (postgres-replica) promoted 2 s later: every pcb-api task ready on the new primary within 15 s of the promotion, the same containers; a shop release published and promoted on the new primary (the release store follows it too); no request over 10 s; every acknowledged order on the new primary, stock adds up; the old primary, restarted by Swarm, rejoins as a streaming synchronous standby (fenced), never a second primary',
      async () => {
        const apis = containersOf('pcb-api').sort();
        const [oldPrimary] = containersOf('postgres');
        assert.ok(isPrimary(oldPrimary), 'postgres is the primary before the failover');
        const run = await underLoad(25, async () => {
          const t0 = Date.now();
          await sleep(5_000);
          dockerRun(['kill', '--signal', 'KILL', oldPrimary]);
          const killedAt = Date.now();
          await sleep(2_000);
          dockerRun(['exec', containersOf('postgres-replica')[0], 'pg_ctl', 'promote', '-w']);
          const promotedAt = Date.now();
          await until(() => apis.every(pcbApiReady), { timeoutMs: 15_000, everyMs: 100, what: 'every pcb-api task ready on the new primary' });
          const readyAt = Date.now();
          // The release store (RELEASE_STORE_URL naming both hosts) follows too, the old primary still away.
          const release = execIn(
            'shop-remote',
            'rm -rf /tmp/failover && cp -rL dist /tmp/failover && date > /tmp/failover/failover.txt && node bff/dist/releases/cli.js publish shop /tmp/failover',
          )
            .split('\n')
            .at(-1);
          const releaseCli = (...args) => execIn('bff', `node bff/dist/releases/cli.js ${args.join(' ')}`);
          releaseCli('promote', 'shop', release, '--by', 'cluster-test');
          assert.match(releaseCli('releases', 'shop'), new RegExp(`^\\* live\\s+${release}`, 'm'), 'the release promoted after the failover is live');
          releaseCli('rollback', 'shop', '--by', 'cluster-test');
          const releasePublishedAndPromotedInMs = Date.now() - readyAt;
          const [newPrimary] = containersOf('postgres-replica');
          await until(
            () => {
              assert.ok(primaries().length <= 1, 'two primaries run at once');
              return standbySyncState(newPrimary) === 'sync';
            },
            { timeoutMs: 90_000, everyMs: 500, what: 'the old primary streaming as a synchronous standby' },
          );
          return {
            elapsedMs: Date.now() - t0,
            readyAfterPromotionMs: readyAt - promotedAt,
            readyAfterKillMs: readyAt - killedAt,
            releasePublishedAndPromotedInMs,
            oldPrimaryFencedInMs: Date.now() - killedAt,
          };
        });
        const [rejoined] = containersOf('postgres');
        assert.notEqual(rejoined, oldPrimary, 'Swarm started a new postgres task');
        assert.deepEqual(primaries(), containersOf('postgres-replica'), 'the promoted standby is the one primary');
        assert.deepEqual(containersOf('pcb-api').sort(), apis, 'the same pcb-api containers');
        assert.ok(traffic.longestMs < 10_000, `a request took ${Math.round(traffic.longestMs)} ms`);
        const fencing = spawnSync(docker, ['logs', rejoined], { encoding: 'utf8' })
          .stderr.split('\n')
          .find((line) => line.startsWith('[fencing]'));
        assert.ok(fencing, 'the old primary logged why it became a standby');
        return {
          readyAfterPromotionMs: run.readyAfterPromotionMs,
          readyAfterKillMs: run.readyAfterKillMs,
          releasePublishedAndPromotedInMs: run.releasePublishedAndPromotedInMs,
          oldPrimaryFencedInMs: run.oldPrimaryFencedInMs,
          loadSent: run.figures.sent,
          failedReads: run.figures.failedReads,
          failedWrites: run.figures.failedWrites,
          resentWrites: run.figures.resentWrites,
          ordersAcknowledged: run.stock.acknowledged,
          ordersInDatabase: run.stock.orders,
          fencing,
        };
      },
    );

    await test(
      '17 PostgreSQL standby lost',
      "the synchronous standby's service scaled to 0 (its host lost for good), then an order placed through the balancer: acknowledged within 10 s (the primary stops waiting for the lost standby after SYNC_GRACE, 5 s) and on the primary; the standby started again streams as the synchronous standby",
      async () => {
        const [primary] = primaries();
        const standbyService = DATABASES.find((service) => !containersOf(service).includes(primary));
        const scale = (replicas) => dockerRun(['service', 'scale', '--detach', `${STACK}_${standbyService}=${replicas}`]);
        scale(0);
        await until(() => containersOf(standbyService).length === 0, { timeoutMs: 60_000, what: 'the standby gone' });
        const lostAt = Date.now();
        const placed = await postJson(`${LB}/bff/api/transaction`, orderOf(product._id), buyer);
        const orderMs = Date.now() - lostAt;
        assert.equal(placed.status, 201, `the order while the standby was lost: ${placed.status} ${placed.text}`);
        assert.ok(orderMs < 10_000, `the order took ${orderMs} ms`);
        const id = JSON.parse(placed.text).data._id;
        assert.equal((await db.query(`SELECT id FROM transactions WHERE id = '${id}'`)).rows.length, 1, 'the order is on the primary');
        scale(1);
        const startedAt = Date.now();
        await until(() => standbySyncState(primary) === 'sync', {
          timeoutMs: 60_000,
          everyMs: 500,
          what: 'the standby streaming as the synchronous standby again',
        });
        return { standbyService, orderMs, synchronousAgainAfterStartMs: Date.now() - startedAt };
      },
    );
  } finally {
    if (!process.env.CLUSTER_KEEP) await discardStack();
  }
  console.log(`\ncluster tests: ${results.length} passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

// Ctrl-C or a CI time-out: the stack is removed before the process ends.
for (const signal of ['SIGINT', 'SIGTERM'])
  process.once(signal, async () => {
    console.error(`\nFAIL: stopped by ${signal}`);
    await discardStack();
    process.exit(1);
  });

main().catch((error) => {
  console.error(`\nFAIL: ${error.message}`);
  process.exit(1);
});
