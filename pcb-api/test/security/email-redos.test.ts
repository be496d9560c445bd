import { isEmail } from '../../src/lib/rules';
import { useTestApp } from '../helpers';

/**
 * Finding H1: the e-mail rule backtracked quadratically and ran before any length check, so one login with a
 * long e-mail held pcb-api's event loop (a 1 MB body, about 14 minutes) and every other request waited.
 */
const app = useTestApp();

/** The input that made the old rule quadratic: a domain of many dotted labels that ends badly. */
const dottedDomain = (bytes: number) => `a@${'a.'.repeat(Math.floor(bytes / 2))}@`;

async function timed<T>(work: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const start = performance.now();
  const result = await work();
  return { result, ms: Math.round(performance.now() - start) };
}

const productList = () => app().inject({ url: '/api/product' });
const login = (email: string) => app().inject({ method: 'POST', url: '/api/login/buyer', payload: { email, password: 'x' } });

describe('H1: a login with a huge e-mail', () => {
  it('is refused at once (413) while a product list asked meanwhile answers in its usual time', async () => {
    await productList(); // warm
    const usual = await timed(productList);
    const [attack, meanwhile] = await Promise.all([timed(() => login(dottedDomain(1024 * 1024))), timed(productList)]);
    console.log(
      `H1 pcb-api: 1 MB e-mail login ${attack.result.statusCode} in ${attack.ms} ms; product list meanwhile ${meanwhile.ms} ms (alone ${usual.ms} ms)`,
    );
    expect(attack.result.statusCode).toBe(413);
    expect(attack.ms).toBeLessThan(1000);
    expect(meanwhile.result.statusCode).toBe(200);
    expect(meanwhile.ms).toBeLessThan(usual.ms + 1000);
  });

  it('is refused by the schema (400, saying the limit) when it fits the body limit, before any rule reads it', async () => {
    const { result, ms } = await timed(() => login(dottedDomain(60_000)));
    console.log(`H1 pcb-api: 60 KB e-mail login ${result.statusCode} in ${ms} ms`);
    expect(result.statusCode).toBe(400);
    expect(result.json()).toEqual(expect.objectContaining({ message: 'email must NOT have more than 254 characters' }));
  });

  it('stops at the length before the pattern reads a megabyte handed to the rule directly', () => {
    const start = performance.now();
    expect(isEmail(dottedDomain(1024 * 1024))).toBe(false);
    const ms = performance.now() - start;
    console.log(`H1 rule: isEmail on 1 MB of dotted labels ${ms.toFixed(1)} ms`);
    expect(ms).toBeLessThan(50);
  });

  it('keeps accepting ordinary addresses and refusing malformed ones', () => {
    for (const good of ['buyer@pcb.test', 'a.b+c@mail.co.id', ' budi@example.com ']) expect(isEmail(good)).toBe(true);
    for (const bad of ['buyer', 'a@b', 'a b@c.d', 'a@b@c.d', 'a@.b', 'a@b.', 'a@b..c', `${'a'.repeat(250)}@b.co`]) expect(isEmail(bad)).toBe(false);
  });
});
