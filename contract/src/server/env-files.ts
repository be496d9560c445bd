/** Reads a file as text: the servers pass `fs.readFileSync`, the tests a table of contents. */
export type ReadText = (path: string) => string;

/** A `<name>_FILE` variable that cannot be used; the message names the variable and the path, never the content. */
export class EnvFileError extends Error {}

type Env = Record<string, string | undefined>;

const FILE_SUFFIX = '_FILE';

function given(value: string | undefined): value is string {
  return value !== undefined && value.trim() !== '';
}

/**
 * As the official images' entry points read their *_FILE variables (`$(< file)`). A loop, not
 * `/[\r\n]+$/`, which backtracks polynomially on many line breaks followed by another character.
 */
function withoutTrailingLineBreaks(text: string): string {
  let end = text.length;
  while (end > 0 && (text[end - 1] === '\n' || text[end - 1] === '\r')) end -= 1;
  return text.slice(0, end);
}

function readVariableFile(name: string, file: string, readText: ReadText): string {
  let content: string;
  try {
    content = readText(file);
  } catch (error) {
    // The error's code only: a message could one day quote more than the path.
    const code = (error as { code?: unknown } | null)?.code;
    throw new EnvFileError(`${name}${FILE_SUFFIX}=${file} cannot be read${typeof code === 'string' ? ` (${code})` : ''}`);
  }
  const value = withoutTrailingLineBreaks(content);
  if (value.trim() === '') throw new EnvFileError(`${name}${FILE_SUFFIX}=${file} is empty`);
  return value;
}

/**
 * The environment as the servers' configuration readers see it: every variable they read may also be
 * given as `<name>_FILE`, the path of a file holding its value (Docker and Swarm secrets, mounted at
 * `/run/secrets/…`), so secrets stay out of `docker inspect` and the process table.
 *
 * A variable is looked up in its file when it is read, so `_FILE` works for exactly the variables a
 * reader reads, and an unrelated `*_FILE` of the machine (`SSL_CERT_FILE`) is never opened. Giving a
 * variable both ways is refused, as is a file that cannot be read or is empty. An empty variable counts
 * as not given, as the readers take it (compose's `${X:-}`). Each file is read once. Only reading a
 * variable by name (`env[name]`) consults its file: `in` and spreading see the plain environment.
 */
export function withFileVariables(env: Env, readText: ReadText): Env {
  const resolved = new Map<string, string | undefined>();
  const resolve = (name: string): string | undefined => {
    const file = env[`${name}${FILE_SUFFIX}`];
    if (!given(file)) return env[name];
    if (given(env[name])) throw new EnvFileError(`${name} and ${name}${FILE_SUFFIX} are both set: give one of them`);
    return readVariableFile(name, file.trim(), readText);
  };
  return new Proxy(env, {
    get(target, name, receiver) {
      if (typeof name !== 'string' || name.endsWith(FILE_SUFFIX)) return Reflect.get(target, name, receiver);
      if (!resolved.has(name)) resolved.set(name, resolve(name));
      return resolved.get(name);
    },
  });
}
