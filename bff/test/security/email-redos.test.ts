import { useRealStack } from '../real-api';

/**
 * Finding H1 through the BFF: a login with a 200 KB e-mail made the BFF answer 504 after 10 s, and a product
 * list asked meanwhile waited as long. Now the BFF refuses a body over its limit itself, and pcb-api's schema
 * refuses an e-mail over 254 characters before any rule reads it.
 */
const stack = useRealStack();

const dottedDomain = (bytes: number) => `a@${'a.'.repeat(Math.floor(bytes / 2))}@`;

async function timed<T>(work: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const start = performance.now();
  const result = await work();
  return { result, ms: Math.round(performance.now() - start) };
}

const productList = () => stack.bff.inject({ url: '/bff/api/product' });
const login = (email: string) => stack.bff.inject({ method: 'POST', url: '/bff/login', headers: { 'x-csrf': '1' }, payload: { email, password: 'x' } });

describe('H1 through the BFF: a login with a huge e-mail', () => {
  it('is refused at once (413 for 1 MB), and a product list asked meanwhile answers in its usual time', async () => {
    await productList(); // warm
    const usual = await timed(productList);
    const [attack, meanwhile] = await Promise.all([timed(() => login(dottedDomain(1024 * 1024))), timed(productList)]);
    console.log(`H1 BFF: 1 MB e-mail login ${attack.result.statusCode} in ${attack.ms} ms; product list meanwhile ${meanwhile.ms} ms (alone ${usual.ms} ms)`);
    expect(attack.result.statusCode).toBe(413);
    expect(attack.ms).toBeLessThan(1000);
    expect(meanwhile.result.statusCode).toBe(200);
    expect(meanwhile.ms).toBeLessThan(usual.ms + 1000);
  });

  it('passes pcb-api’s 400 on when the body fits (a 60 KB e-mail), long before any time-out', async () => {
    const [attack, meanwhile] = await Promise.all([timed(() => login(dottedDomain(60_000))), timed(productList)]);
    console.log(`H1 BFF: 60 KB e-mail login ${attack.result.statusCode} in ${attack.ms} ms; product list meanwhile ${meanwhile.ms} ms`);
    expect(attack.result.statusCode).toBe(400);
    expect(attack.result.json()).toEqual(expect.objectContaining({ message: 'email must NOT have more than 254 characters' }));
    expect(attack.ms).toBeLessThan(1000);
    expect(meanwhile.result.statusCode).toBe(200);
  });
});
