import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { adminToken, BANDUNG_ADDRESS, bearer, buyerToken, JPEG, json, lastMailTo, linkToken, multipart, PNG, SEED, useTestApp } from './helpers';

const testApp = useTestApp();
let app: FastifyInstance;
beforeEach(() => {
  app = testApp();
});

const login = (payload: unknown) =>
  json<{ message: string; errors?: { msg: string }[] }>(app, { method: 'POST', url: '/api/login/buyer', payload: payload as object });
const register = (payload: object) =>
  json<{ message: string; user?: Record<string, unknown>; errors?: { msg: string; path: string }[] }>(app, {
    method: 'POST',
    url: '/api/register/buyer',
    payload,
  });

describe('POST /api/login/buyer', () => {
  it('answers the user with a buyer token carrying id, username, role and exp', async () => {
    const { status, body } = await json<{ message: string; user: { id: string; username: string; token: string } }>(app, {
      method: 'POST',
      url: '/api/login/buyer',
      payload: { email: SEED.buyerEmail, password: SEED.buyerPassword },
    });
    expect(status).toBe(200);
    expect(body.message).toBe('Login berhasil!');
    expect(body.user.username).toBe('budi');
    const claims = decodeJwt(body.user.token);
    expect(claims).toMatchObject({ id: body.user.id, username: 'budi', role: 'buyer' });
    expect(claims.exp! - claims.iat!).toBe(604800);
  });

  it('lists both e-mail rules when the e-mail is empty', async () => {
    const { status, body } = await login({ email: '', password: 'x' });
    expect(status).toBe(400);
    expect(body.errors?.map((e) => e.msg)).toEqual(['Email tidak valid.', 'Email tidak boleh kosong.']);
  });

  it('refuses an empty password', async () => {
    const { body } = await login({ email: SEED.buyerEmail, password: '' });
    expect(body.errors?.map((e) => e.msg)).toEqual(['Password tidak boleh kosong.']);
  });

  it.each([
    ['an unknown e-mail', { email: 'nobody@pcb.test', password: 'whatever1' }],
    ['a wrong password', { email: SEED.buyerEmail, password: 'wrong-password' }],
  ])('answers 401 Email or password incorrect! for %s', async (_, payload) => {
    expect(await login(payload)).toMatchObject({ status: 401, body: { message: 'Email or password incorrect!' } });
  });

  it('refuses an admin account with 403', async () => {
    expect(await login({ email: SEED.adminEmail, password: SEED.adminPassword })).toMatchObject({
      status: 403,
      body: { message: 'Email atau Password Salah!' },
    });
  });

  it('refuses a buyer whose e-mail is not verified yet', async () => {
    await register({ username: 'sitinur', email: 'siti@example.com', password: 'rahasia1' });
    expect(await login({ email: 'siti@example.com', password: 'rahasia1' })).toMatchObject({ status: 401, body: { message: 'Please verify your Email!' } });
  });

  it('refuses an object where the e-mail should be', async () => {
    const { status } = await login({ email: { $ne: '' }, password: 'x' });
    expect(status).toBe(400);
  });
});

describe('POST /api/register/buyer and the verification link', () => {
  it('creates the buyer (201, no hash) and mails a verification link through the shop', async () => {
    const { status, body } = await register({ username: 'sitinur', email: 'Siti@Example.com', password: 'rahasia1' });
    expect(status).toBe(201);
    expect(body).toEqual({
      message: 'User berhasil disimpan',
      user: { _id: expect.stringMatching(/^[0-9a-f]{24}$/), username: 'sitinur', email: 'siti@example.com' },
    });
    const mail = await lastMailTo(app, 'siti@example.com');
    expect(mail.subject).toBe('Verifikasi Alamat Email Anda');
    expect(mail.text).toMatch(/http:\/\/127\.0\.0\.1:3000\/register\/verify\/\S+/);
  });

  it('lists every failing rule', async () => {
    const { status, body } = await register({ username: 'abc', email: 'nope', password: '123' });
    expect(status).toBe(400);
    expect(body.errors?.map((e) => e.msg)).toEqual([
      'Username harus memiliki 5-30 karakter.',
      'Email tidak valid.',
      'Password harus memiliki minimal 8 karakter.',
    ]);
  });

  it('answers 409 when the username is taken, whatever its case', async () => {
    await register({ username: 'sitinur', email: 'siti@example.com', password: 'rahasia1' });
    expect(await register({ username: 'SITINUR', email: 'other@example.com', password: 'rahasia1' })).toMatchObject({
      status: 409,
      body: { message: 'Email or username already exists' },
    });
  });

  it('verifies once with the token from the mail, and lets the buyer sign in', async () => {
    await register({ username: 'sitinur', email: 'siti@example.com', password: 'rahasia1' });
    const token = linkToken(await lastMailTo(app, 'siti@example.com'));
    const verify = () => json<{ message: string }>(app, { method: 'POST', url: `/api/register/buyer/verify/${token}` });
    expect(await verify()).toMatchObject({ status: 200, body: { message: 'Email verified successfully!' } });
    expect((await login({ email: 'siti@example.com', password: 'rahasia1' })).status).toBe(200);
    expect(await verify()).toMatchObject({ status: 400, body: { message: 'Invalid or expired token!' } });
  });

  it('refuses a forged verification token, and no longer answers the old GET link', async () => {
    expect(await json(app, { method: 'POST', url: '/api/register/buyer/verify/not.a.token' })).toMatchObject({
      status: 400,
      body: { message: 'Invalid or expired token!' },
    });
    expect((await app.inject({ method: 'GET', url: '/api/register/buyer/verify/not.a.token' })).statusCode).toBe(404);
  });

  it('never accepts the verification token as a session', async () => {
    await register({ username: 'sitinur', email: 'siti@example.com', password: 'rahasia1' });
    const token = linkToken(await lastMailTo(app, 'siti@example.com'));
    expect(await json(app, { method: 'GET', url: '/api/account', headers: bearer(token) })).toMatchObject({
      status: 401,
      body: { message: 'Unauthorized: Token tidak valid' },
    });
  });
});

describe('POST /api/admin/login/protected', () => {
  it('answers an admin token with role admin and a one-day lifetime', async () => {
    const token = await adminToken(app);
    const claims = decodeJwt(token);
    expect(claims.role).toBe('admin');
    expect(claims).not.toHaveProperty('username');
    expect(claims.exp! - claims.iat!).toBe(86400);
  });

  it.each([
    [{ email: SEED.adminEmail, password: 'salah-sekali' }, 401, 'Email atau Password salah!'],
    [{ email: 'ghost@pcb.test', password: 'salah-sekali' }, 401, 'Email atau Password salah!'],
    [{ email: SEED.buyerEmail, password: SEED.buyerPassword }, 403, 'Email atau Password Salah!'],
  ])('refuses %j with %i', async (payload, status, message) => {
    expect(await json(app, { method: 'POST', url: '/api/admin/login/protected', payload })).toMatchObject({ status, body: { message } });
  });

  it('requires string credentials (no operator injection)', async () => {
    const { status } = await json(app, { method: 'POST', url: '/api/admin/login/protected', payload: { email: { $gt: '' } } });
    expect(status).toBe(400);
  });
});

describe('sessions on protected routes', () => {
  it('answers 401 Token tidak ditemukan on a buyer route without a token', async () => {
    expect(await json(app, { method: 'GET', url: '/api/cart' })).toMatchObject({ status: 401, body: { message: 'Token tidak ditemukan' } });
  });

  it('answers 401 Unauthorized: Token tidak ditemukan on an admin route without a token', async () => {
    expect(await json(app, { method: 'GET', url: '/api/admin/product' })).toMatchObject({
      status: 401,
      body: { message: 'Unauthorized: Token tidak ditemukan' },
    });
  });

  it('answers 401 Unauthorized: Token tidak valid for a garbled token', async () => {
    expect(await json(app, { method: 'GET', url: '/api/cart', headers: bearer('abc.def.ghi') })).toMatchObject({
      status: 401,
      body: { message: 'Unauthorized: Token tidak valid' },
    });
  });

  it('answers 403 Forbidden: Anda bukan admin to a buyer token on an admin route', async () => {
    const token = await buyerToken(app);
    expect(await json(app, { method: 'GET', url: '/api/admin/product/search?query=pcb', headers: bearer(token) })).toEqual(
      expect.objectContaining({ status: 403, body: { message: 'Forbidden: Anda bukan admin' } }),
    );
  });

  it('refuses an admin token on a buyer route', async () => {
    const token = await adminToken(app);
    expect((await json(app, { method: 'GET', url: '/api/cart', headers: bearer(token) })).status).toBe(403);
  });

  it('takes the token from the Bearer header only', async () => {
    const token = await buyerToken(app);
    expect((await json(app, { method: 'GET', url: '/api/cart', headers: { authorization: token } })).status).toBe(401);
    expect((await json(app, { method: 'GET', url: '/api/cart', headers: { cookie: `buyerToken=${token}` } })).status).toBe(401);
  });
});

describe('passwords', () => {
  const change = (url: string, token: string, payload: object) => json(app, { method: 'POST', url, headers: bearer(token), payload });

  it('changes the buyer password, after which only the new one signs in', async () => {
    const token = await buyerToken(app);
    expect(await change('/api/password/change-password', token, { oldPassword: SEED.buyerPassword, newPassword: 'Baru#12345' })).toMatchObject({
      status: 200,
      body: { message: 'Password berhasil diubah.' },
    });
    expect((await login({ email: SEED.buyerEmail, password: SEED.buyerPassword })).status).toBe(401);
    expect((await login({ email: SEED.buyerEmail, password: 'Baru#12345' })).status).toBe(200);
  });

  it('answers 400 Password lama salah. for a wrong old password', async () => {
    const token = await buyerToken(app);
    expect(await change('/api/password/change-password', token, { oldPassword: 'nope-nope', newPassword: 'Baru#12345' })).toMatchObject({
      status: 400,
      body: { message: 'Password lama salah.' },
    });
  });

  it('checks the new password length and that both are given', async () => {
    const token = await buyerToken(app);
    const short = await change('/api/password/change-password', token, { oldPassword: SEED.buyerPassword, newPassword: '123' });
    expect(short.body).toMatchObject({ errors: [{ msg: 'Password baru harus memiliki setidaknya 8 karakter.' }] });
    expect(await change('/api/password/change-password', token, { newPassword: 'Baru#12345' })).toMatchObject({
      status: 400,
      body: { message: 'Password lama dan password baru wajib diisi.' },
    });
  });

  it('asks an admin for 12 characters', async () => {
    const token = await adminToken(app);
    const short = await change('/api/admin/password/change-password', token, { oldPassword: SEED.adminPassword, newPassword: 'Admin#99999' });
    expect(short).toMatchObject({ status: 400, body: { errors: [{ msg: 'Password baru harus memiliki setidaknya 12 karakter.' }] } });
  });

  it.each([
    ['registration', () => register({ username: 'sitinur', email: 'siti@example.com', password: 'Password1' })],
    ['a change', async () => change('/api/password/change-password', await buyerToken(app), { oldPassword: SEED.buyerPassword, newPassword: 'iloveyou' })],
    ['a reset', () => json(app, { method: 'POST', url: '/api/password/reset-password/abc', payload: { password: 'qwertyuiop' } })],
    [
      'an admin change',
      async () => change('/api/admin/password/change-password', await adminToken(app), { oldPassword: SEED.adminPassword, newPassword: 'password1234' }),
    ],
  ])('refuses a breached password in %s', async (_, send) => {
    expect(await send()).toMatchObject({
      status: 400,
      body: { errors: [{ msg: 'Password ini terlalu umum atau pernah bocor, silakan pilih password lain.' }] },
    });
  });

  it('tells the owner by e-mail that the password was changed', async () => {
    const token = await buyerToken(app);
    await change('/api/password/change-password', token, { oldPassword: SEED.buyerPassword, newPassword: 'Baru#12345' });
    const mail = await lastMailTo(app, SEED.buyerEmail);
    expect(mail.subject).toBe('Password Anda Telah Diubah');
    expect(mail.text).toContain('Bila bukan Anda yang mengubahnya');
  });

  it('changes the admin password on its own route', async () => {
    const token = await adminToken(app);
    expect(await change('/api/admin/password/change-password', token, { oldPassword: SEED.adminPassword, newPassword: 'Admin#999-baru' })).toMatchObject({
      status: 200,
      body: { message: 'Password berhasil diubah.' },
    });
    const buyer = await buyerToken(app);
    expect((await change('/api/admin/password/change-password', buyer, { oldPassword: 'a', newPassword: 'bbbbbbb' })).status).toBe(403);
  });

  it('mails a single-use reset link to the shop and resets the password with it', async () => {
    expect(await json(app, { method: 'POST', url: '/api/password/forgot-password', payload: { email: SEED.buyerEmail } })).toMatchObject({
      status: 200,
      body: { message: 'Link reset password telah dikirim ke email Anda.' },
    });
    const mail = await lastMailTo(app, SEED.buyerEmail);
    expect(mail.subject).toBe('Permintaan Reset Password');
    expect(mail.text).toContain('http://127.0.0.1:3000/reset-password/');
    const token = linkToken(mail);
    const reset = () => json(app, { method: 'POST', url: `/api/password/reset-password/${token}`, payload: { password: 'Reset#12345' } });
    expect(await reset()).toMatchObject({ status: 200, body: { message: 'Password berhasil direset' } });
    expect((await login({ email: SEED.buyerEmail, password: 'Reset#12345' })).status).toBe(200);
    expect(await reset()).toMatchObject({ status: 400, body: { message: 'Token tidak valid atau kadaluarsa' } });
    expect((await lastMailTo(app, SEED.buyerEmail)).subject).toBe('Password Anda Telah Diubah');
  });

  it('answers the same to an unknown address and sends nothing', async () => {
    expect(await json(app, { method: 'POST', url: '/api/password/forgot-password', payload: { email: 'ghost@pcb.test' } })).toMatchObject({
      status: 200,
      body: { message: 'Link reset password telah dikirim ke email Anda.' },
    });
    await expect(lastMailTo(app, 'ghost@pcb.test')).rejects.toThrow();
  });

  it('checks the forgot and reset inputs', async () => {
    expect((await json(app, { method: 'POST', url: '/api/password/forgot-password', payload: { email: 'x' } })).body).toMatchObject({
      errors: [{ msg: 'Masukkan email yang valid!' }],
    });
    expect((await json(app, { method: 'POST', url: '/api/password/reset-password/abc', payload: { password: '1' } })).body).toMatchObject({
      errors: [{ msg: 'Password harus memiliki setidaknya 8 karakter!' }],
    });
  });

  it('never accepts a reset token as a session', async () => {
    await app.inject({ method: 'POST', url: '/api/password/forgot-password', payload: { email: SEED.buyerEmail } });
    const token = linkToken(await lastMailTo(app, SEED.buyerEmail));
    expect((await json(app, { method: 'GET', url: '/api/account', headers: bearer(token) })).status).toBe(401);
  });

  it('never accepts a session token as a reset token', async () => {
    const session = await buyerToken(app);
    const { status } = await json(app, { method: 'POST', url: `/api/password/reset-password/${session}`, payload: { password: 'Reset#12345' } });
    expect(status).toBe(400);
  });
});

describe('GET /api/account and PUT /api/account/update-profile', () => {
  const profile = { name: 'Budi Setiawan', phone: '081398765432', gender: 'Laki-laki', birthday: '1999-01-31', address: JSON.stringify(BANDUNG_ADDRESS) };

  it('answers the profile with the complete seeded address and no hash', async () => {
    const { status, body } = await json<Record<string, unknown>>(app, { method: 'GET', url: '/api/account', headers: bearer(await buyerToken(app)) });
    expect(status).toBe(200);
    expect(body).toMatchObject({ username: 'budi', email: SEED.buyerEmail, role: 'buyer', isVerified: true });
    expect(body.address).toMatchObject({ city_name: 'KOTA BATAM', district_name: 'Batam Kota', sub_district_name: 'Baloi Permai' });
    expect(JSON.stringify(body)).not.toMatch(/password|\$2[aby]\$/);
  });

  it('updates the profile with a picture and keeps all four address names', async () => {
    const token = await buyerToken(app);
    const form = multipart(profile, { profile_picture: { filename: 'me.png', contentType: 'image/png', data: PNG } });
    const { status, body } = await json<{ message: string; data: Record<string, unknown> }>(app, {
      method: 'PUT',
      url: '/api/account/update-profile',
      headers: { ...bearer(token), ...form.headers },
      payload: form.payload,
    });
    expect(status).toBe(200);
    expect(body.message).toBe('Profile updated successfully');
    expect(body.data).toMatchObject({ name: 'Budi Setiawan', phone: '081398765432', address: BANDUNG_ADDRESS, birthday: '1999-01-31T00:00:00.000Z' });
    expect(body.data.profile_picture_url).toMatch(/^profile-picture\/[a-z0-9-]+\.png$/);
    const picture = await app.inject({ method: 'GET', url: `/api/${body.data.profile_picture_url}` });
    expect(picture.statusCode).toBe(200);
  });

  it('keeps the stored gender and birth date when a shipping-only update leaves them out, and checks them when sent empty', async () => {
    const token = await buyerToken(app);
    const update = async (fields: Record<string, string>) => {
      const form = multipart(fields);
      return json<{ errors?: { msg: string }[]; data: Record<string, unknown> }>(app, {
        method: 'PUT',
        url: '/api/account/update-profile',
        headers: { ...bearer(token), ...form.headers },
        payload: form.payload,
      });
    };
    expect((await update(profile)).status).toBe(200);
    const { gender: _gender, birthday: _birthday, ...shipping } = profile;
    const { status, body } = await update({ ...shipping, name: 'Budi Santoso' });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ name: 'Budi Santoso', gender: 'Laki-laki', birthday: '1999-01-31T00:00:00.000Z', address: BANDUNG_ADDRESS });
    const blank = await update({ ...profile, gender: '', birthday: '' });
    expect(blank.status).toBe(400);
    expect(blank.body.errors?.map((e) => e.msg)).toEqual([
      'Jenis kelamin tidak boleh kosong!',
      'Jenis kelamin tidak valid!',
      'Tanggal lahir tidak boleh kosong!',
      'Tanggal lahir tidak valid!',
    ]);
  });

  it('lists the field errors with the contract messages', async () => {
    const token = await buyerToken(app);
    const form = multipart({ name: 'Bu', phone: '12345', gender: 'X', birthday: 'kemarin', address: '{"detail_address":"x"}' });
    const { status, body } = await json<{ errors: { msg: string }[] }>(app, {
      method: 'PUT',
      url: '/api/account/update-profile',
      headers: { ...bearer(token), ...form.headers },
      payload: form.payload,
    });
    expect(status).toBe(400);
    expect(body.errors.map((e) => e.msg)).toEqual([
      'Nama harus terdiri dari minimal 3 karakter!',
      'Nomor telepon tidak valid!',
      'Jenis kelamin tidak valid!',
      'Tanggal lahir tidak valid!',
      'Alamat tidak lengkap!',
    ]);
  });

  it('refuses a picture that is not jpeg/png by content, and one over 1 MB', async () => {
    const token = await buyerToken(app);
    const send = (data: Buffer, filename: string) => {
      const form = multipart(profile, { profile_picture: { filename, contentType: 'image/jpeg', data } });
      return json<{ errors: { msg: string }[] }>(app, {
        method: 'PUT',
        url: '/api/account/update-profile',
        headers: { ...bearer(token), ...form.headers },
        payload: form.payload,
      });
    };
    expect((await send(Buffer.from('<svg/>'), 'x.jpg')).body.errors.map((e) => e.msg)).toEqual(['Silahkan masukan foto jpeg, png, jpg !']);
    const big = Buffer.concat([JPEG, Buffer.alloc(1024 * 1024)]);
    expect((await send(big, 'x.jpg')).body.errors.map((e) => e.msg)).toEqual(['Size foto maksimal 1MB!']);
  });
});

describe('GET /api/docs', () => {
  it('serves an OpenAPI document generated from the contract', async () => {
    const { status, body } = await json<{ openapi: string; paths: Record<string, Record<string, unknown>> }>(app, { method: 'GET', url: '/api/docs' });
    expect(status).toBe(200);
    expect(body.openapi).toBe('3.1.0');
    expect(Object.keys(body.paths['/product/{id}'])).toEqual(['get']);
    expect(body.paths['/cart/add-product'].post).toMatchObject({ security: [{ buyer: [] }] });
  });
});
