import type { Static, TObject, TSchema } from '@sinclair/typebox';
import envSchema from 'env-schema';
import { withFileVariables, type ReadText } from './env-files';

/**
 * The servers' one environment reader (`@pcb/contract/server/env`, never bundled for the browser: it reads
 * files). Each server names the variables it reads in a TypeBox schema, with their types, ranges and
 * defaults; env-schema checks it and converts the text, as `@fastify/env` does for a Fastify app.
 * What depends on more than one variable (the production rules) stays in each server's `config.ts`.
 */

/** A setting the server cannot start with; the message names the variable and what it takes. */
export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

const TRUE = ['true', '1', 'yes'];
const FALSE = ['false', '0', 'no'];

/** The one boolean grammar of both servers: true/1/yes and false/0/no, in any case. */
function asFlag(raw: string): string {
  const word = raw.toLowerCase();
  if (TRUE.includes(word)) return 'true';
  if (FALSE.includes(word)) return 'false';
  return raw;
}

function literalsOf(schema: TSchema): string[] | null {
  const options = schema.anyOf as TSchema[] | undefined;
  return options?.every((option) => typeof option.const === 'string') ? options.map((option) => option.const as string) : null;
}

/** What a variable takes, said in the words of the schema it broke. */
function refusal(name: string, schema: TSchema, raw: string): string {
  const literals = literalsOf(schema);
  if (literals) return `${name} must be one of ${literals.join(', ')}, got "${raw}"`;
  if (schema.type === 'boolean') return `${name} must be true or false, got "${raw}"`;
  if (schema.type === 'integer') {
    if (!/^\d+$/.test(raw)) return `${name} must be a whole number, got "${raw}"`;
    return `${name} must be between ${schema.minimum ?? 0} and ${schema.maximum ?? Number.MAX_SAFE_INTEGER}, got ${Number(raw)}`;
  }
  return `${name} is not valid, got "${raw}"`;
}

/**
 * The variables `schema` names (a module-level object, so its check is compiled once), from `processEnv` (or from the files their `<name>_FILE` variables
 * name), trimmed, an empty one taken as not given, checked and typed by the schema, its defaults filled in.
 */
export function readEnv<S extends TObject>(schema: S, processEnv: Env, readText: ReadText): Static<S> {
  const properties: Record<string, TSchema> = schema.properties;
  const env = withFileVariables(processEnv, readText);
  const given: Record<string, string> = {};
  for (const [name, property] of Object.entries(properties)) {
    const raw = env[name]?.trim();
    if (raw) given[name] = property.type === 'boolean' ? asFlag(raw) : raw;
  }
  try {
    return envSchema<Static<S>>({ schema, data: given, env: false });
  } catch (error) {
    const broken = (error as { errors?: { instancePath: string }[] }).errors?.[0];
    const name = broken?.instancePath.split('/')[1];
    if (!name || !(name in properties)) throw error;
    throw new ConfigError(refusal(name, properties[name], env[name]?.trim() ?? ''));
  }
}

/** Loopback addresses: outside production a server listens on nothing else. */
const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|localhost)$/;

/**
 * Refuses a HOST outside NODE_ENV=production that others could reach: development runs with a published
 * payment key, an outbox page of every mail and the demo passwords, so a LAN visitor could mark orders paid.
 */
export function listenHost(host: string, production: boolean): string {
  if (production || LOOPBACK.test(host)) return host;
  throw new ConfigError(
    `HOST=${host} is refused without NODE_ENV=production: development's payment key, outbox and demo passwords are published. Listen on 127.0.0.1, or run with NODE_ENV=production`,
  );
}
