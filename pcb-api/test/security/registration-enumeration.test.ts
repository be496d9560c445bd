import { SEED, json, lastMailTo, useTestApp } from '../helpers';

/** Finding N2/M4: registering told whether an address has an account (409); now only the address's owner learns it, by mail. */
const testApp = useTestApp();

interface Registered {
  message: string;
  user: { _id: string; username: string; email: string };
}

const register = (username: string, email: string) =>
  json<Registered>(testApp(), { method: 'POST', url: '/api/register/buyer', payload: { username, email, password: 'Rahasia#123' } });

/** The answer with what must differ between any two registrations (the new id) taken out. */
const shapeOf = ({ status, body }: { status: number; body: Registered }) => ({ status, message: body.message, keys: Object.keys(body.user ?? {}).sort() });

describe('registering a taken e-mail', () => {
  it('answers exactly as for a new address, creates nothing, and mails the owner', async () => {
    const taken = await register('probe-one', SEED.buyerEmail.toUpperCase());
    const fresh = await register('probe-two', 'fresh-address@example.com');
    expect(shapeOf(taken)).toEqual(shapeOf(fresh));
    expect(taken.body.user.email).toBe(SEED.buyerEmail);

    const owners = await testApp().db.query<{ username: string }>(`SELECT username FROM users WHERE lower(email) = $1`, [SEED.buyerEmail]);
    expect(owners).toHaveLength(1);
    expect(owners[0].username).not.toBe('probe-one');
    const mail = await lastMailTo(testApp(), SEED.buyerEmail);
    expect(mail.subject).toBe('Alamat Email Anda Sudah Terdaftar');
    expect(mail.text).toContain('/forgot-password');
  });

  it('still refuses a taken username, which says nothing about any e-mail', async () => {
    await register('sudah-ada', 'first-owner@example.com');
    expect(await register('SUDAH-ADA', 'someone-else@example.com')).toMatchObject({ status: 409, body: { message: 'Email or username already exists' } });
  });
});
