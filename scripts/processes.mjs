// What the scripts that run the stack share: their children's output, named, and the wait for a service to answer.

/** Copies a child's output to `out` line by line, each line prefixed with the child's name. */
export function prefixLines(name, stream, out) {
  let rest = '';
  stream.on('data', (chunk) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop();
    for (const line of lines) out.write(`[${name}] ${line}\n`);
  });
}

/** Resolves once `target` answers `status`; throws when it has not by `timeoutMs`. */
export async function waitFor(target, { timeoutMs = 60_000, status = 200 } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(target, { signal: AbortSignal.timeout(2_000) });
      await response.arrayBuffer();
      if (response.status === status) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${target} did not answer ${status} within ${timeoutMs / 1000} s`);
}
