// What the home page's first load costs in JavaScript: the compressed bytes every script actually
// transferred, and how many copies of the libraries that must be single reach the page.
// Shared by `npm run bench:web` and the CI budget test (e2e/tests/first-load-budget.spec.ts);
// CommonJS so that both the plain Node script and Playwright's TypeScript can load it.
'use strict';

/** Issue 9: at most 170 KB of JavaScript on the wire for the home page, every file counted. */
const HOME_JS_BUDGET_BYTES = 170_000;

/** The home page is drawn once its product section is. */
const HOME_READY_HEADING = 'Produk Kami';

/**
 * A text each library's core carries exactly once in a build (an error message or a key that
 * minifiers keep), so the number of loaded scripts that contain it is the number of copies.
 */
const SINGLE_LIBRARIES = [
  // react/cjs/react.production.js (react-dom and the JSX runtime do not carry it)
  { name: 'React', marker: 'unstable_useCacheRefresh' },
  // @emotion/react's element module
  { name: 'Emotion', marker: '__EMOTION_TYPE_PLEASE_DO_NOT_USE__' },
  // the name of Chakra's system context, @chakra-ui/react/dist/esm/styled-system/provider.js
  { name: 'Chakra styling core', marker: '"ChakraContext"' },
  // react-router's main module
  { name: 'router', marker: 'useLocation() may be used only in the context of a <Router> component' },
];

function isScript(request) {
  return request.resourceType() === 'script';
}

async function measure(request) {
  const response = await request.response();
  const [sizes, body] = await Promise.all([request.sizes(), response.body()]);
  return {
    url: request.url(),
    encoding: response.headers()['content-encoding'] ?? 'identity',
    /** The body as it crossed the network (compressed when the server compressed it). */
    transferredBytes: sizes.responseBodySize,
    decodedBytes: body.length,
    text: body.toString('utf8'),
  };
}

/** Starts recording every script the page loads; the returned function stops and gives them. */
function recordScripts(page) {
  const measured = [];
  const onFinished = (request) => {
    if (isScript(request)) measured.push(measure(request));
  };
  page.on('requestfinished', onFinished);
  return async () => {
    page.off('requestfinished', onFinished);
    return Promise.all(measured);
  };
}

/** For each library that must be single, the scripts that carry a copy of it. */
function libraryCopies(scripts) {
  return SINGLE_LIBRARIES.map(({ name, marker }) => ({
    name,
    files: scripts.filter((script) => script.text.includes(marker)).map((script) => script.url),
  }));
}

/**
 * The versions of React the federation share scope has loaded on the page, each with the
 * container that provided it: one entry means one React, whoever asked for it.
 */
async function loadedReactInShareScope(page) {
  return page.evaluate(() => {
    const loaded = [];
    const share = globalThis.__FEDERATION__?.__SHARE__ ?? {};
    for (const scopes of Object.values(share)) {
      for (const packages of Object.values(scopes)) {
        for (const [version, shared] of Object.entries(packages.react ?? {})) {
          if (shared.loaded || shared.lib) loaded.push(`${version} from ${shared.from}`);
        }
      }
    }
    return [...new Set(loaded)];
  });
}

/** The scripts the page's own HTML names, as scripts or preloads: all fetched from the first round trip. */
function scriptsNamedByPage(page, html) {
  return page.evaluate((source) => {
    const head = new DOMParser().parseFromString(source, 'text/html');
    const named = head.querySelectorAll('script[src], link[rel="preload"][as="script"]');
    return [...named].map((element) => new URL(element.getAttribute('src') ?? element.getAttribute('href'), location.href).href);
  }, html);
}

/**
 * Loads a page (the home page unless told) in a fresh page of a fresh browser context (nothing
 * cached), waits until its heading is drawn and the network is quiet, and returns every script
 * transferred and the library copies.
 */
async function pageFirstLoad(page, url, readyHeading = HOME_READY_HEADING) {
  const stop = recordScripts(page);
  const response = await page.goto(url);
  await page.getByRole('heading', { name: readyHeading }).waitFor();
  await page.waitForLoadState('networkidle');
  const scripts = await stop();
  const named = await scriptsNamedByPage(page, await response.text());
  return {
    scripts: scripts.map(({ text: _text, ...figures }) => figures),
    /** Scripts the browser only learned of from other scripts: each costs the page a round trip. */
    discoveredLate: scripts.map((script) => script.url).filter((url) => !named.includes(url)),
    totalTransferredBytes: scripts.reduce((sum, script) => sum + script.transferredBytes, 0),
    copies: libraryCopies(scripts),
    reactInShareScope: await loadedReactInShareScope(page),
  };
}

module.exports = { HOME_JS_BUDGET_BYTES, SINGLE_LIBRARIES, pageFirstLoad };
