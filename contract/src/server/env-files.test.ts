import { EnvFileError, withFileVariables, type ReadText } from './env-files';

/** A file system of a few files; a missing one fails as Node's does. */
function files(contents: Record<string, string>): ReadText & { reads: string[] } {
  const reads: string[] = [];
  const read = (path: string) => {
    reads.push(path);
    if (!(path in contents)) throw Object.assign(new Error(`ENOENT: no such file or directory, open '${path}'`), { code: 'ENOENT' });
    return contents[path];
  };
  return Object.assign(read, { reads });
}

describe('withFileVariables', () => {
  it('gives a variable the content of the file its _FILE form names', () => {
    const env = withFileVariables({ JWT_SECRET_FILE: '/run/secrets/jwt' }, files({ '/run/secrets/jwt': 's3cret' }));
    expect(env.JWT_SECRET).toBe('s3cret');
  });

  it('trims the trailing line breaks a secret file usually ends with, and nothing else', () => {
    const read = files({ '/a': 'one\n', '/b': 'two\r\n\n', '/c': ' three  \n' });
    const env = withFileVariables({ A_FILE: '/a', B_FILE: '/b', C_FILE: '/c' }, read);
    expect([env.A, env.B, env.C]).toEqual(['one', 'two', ' three  ']);
  });

  it('keeps line breaks inside the value', () => {
    const env = withFileVariables({ KEY_FILE: '/k' }, files({ '/k': 'line 1\nline 2\n' }));
    expect(env.KEY).toBe('line 1\nline 2');
  });

  it('leaves a variable without a _FILE form, and the _FILE variable itself, as they are', () => {
    const env = withFileVariables({ PORT: '4000', JWT_SECRET_FILE: '/run/secrets/jwt' }, files({ '/run/secrets/jwt': 's3cret' }));
    expect(env.PORT).toBe('4000');
    expect(env.JWT_SECRET_FILE).toBe('/run/secrets/jwt');
    expect(env.MISSING).toBeUndefined();
  });

  it('refuses a variable given both directly and as a file, naming both and neither value', () => {
    const env = withFileVariables({ JWT_SECRET: 'plain-value', JWT_SECRET_FILE: '/run/secrets/jwt' }, files({ '/run/secrets/jwt': 'file-value' }));
    expect(() => env.JWT_SECRET).toThrow(new EnvFileError('JWT_SECRET and JWT_SECRET_FILE are both set: give one of them'));
  });

  it('takes an empty variable or an empty _FILE as not given, as the readers do', () => {
    const read = files({ '/run/secrets/jwt': 's3cret' });
    expect(withFileVariables({ JWT_SECRET: '', JWT_SECRET_FILE: '/run/secrets/jwt' }, read).JWT_SECRET).toBe('s3cret');
    expect(withFileVariables({ JWT_SECRET: 'plain', JWT_SECRET_FILE: ' ' }, read).JWT_SECRET).toBe('plain');
  });

  it('refuses a file that cannot be read, naming the variable, the path and the reason', () => {
    const env = withFileVariables({ SMTP_URL_FILE: '/run/secrets/smtp' }, files({}));
    expect(() => env.SMTP_URL).toThrow(new EnvFileError('SMTP_URL_FILE=/run/secrets/smtp cannot be read (ENOENT)'));
  });

  it('refuses an empty file, which would otherwise pass for an unset variable and its default', () => {
    const env = withFileVariables({ SEED_ADMIN_PASSWORD_FILE: '/p' }, files({ '/p': '\n' }));
    expect(() => env.SEED_ADMIN_PASSWORD).toThrow(new EnvFileError('SEED_ADMIN_PASSWORD_FILE=/p is empty'));
  });

  it('never puts the content of a file in its errors', () => {
    const read: ReadText = () => {
      throw new Error('the secret content');
    };
    expect(() => withFileVariables({ X_FILE: '/x' }, read).X).toThrow(new EnvFileError('X_FILE=/x cannot be read'));
  });

  it('reads each file once, and only for a variable that is read', () => {
    const read = files({ '/a': 'a', '/b': 'b' });
    const env = withFileVariables({ A_FILE: '/a', B_FILE: '/b' }, read);
    expect([env.A, env.A]).toEqual(['a', 'a']);
    expect(read.reads).toEqual(['/a']);
  });
});
