import { apiUrl } from './stack';

interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** The newest link in the newest e-mail pcb-api's dev outbox holds for `to` whose link matches `pattern`. */
export async function linkFromOutbox(to: string, pattern: RegExp, api = apiUrl): Promise<string> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const mails = (await (await fetch(`${api}/dev/outbox`)).json()) as Mail[];
    const link = mails
      .filter((m) => m.to === to)
      .map((m) => m.text.match(pattern)?.[0])
      .find(Boolean);
    if (link) return link;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no e-mail to ${to} with a link like ${pattern}`);
}

/** A buyer identity no earlier run has used. */
export function newBuyer() {
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  return { username: `e2e${tag}`, email: `e2e-${tag}@example.com`, password: 'Rahasia#123' };
}
