import { MAX_LENGTH, type ValidationIssue } from '@pcb/contract';
import { validationFailed } from './errors';

/**
 * Field rules in the style of the original's express-validator: every failing rule of every
 * field is listed, in order, as `{ msg, path, location }`; the messages are the contract's.
 */
export type Rule = (value: unknown) => boolean;

export class Checks {
  readonly issues: ValidationIssue[] = [];

  constructor(private readonly location: 'body' | 'params' | 'query' = 'body') {}

  field(path: string, value: unknown, rules: ReadonlyArray<readonly [Rule, string]>): this {
    for (const [rule, msg] of rules) {
      if (!rule(value)) this.issues.push({ msg, path, location: this.location });
    }
    return this;
  }

  add(msg: string, path?: string): this {
    this.issues.push(path ? { msg, path, location: this.location } : { msg });
    return this;
  }

  get failed(): boolean {
    return this.issues.length > 0;
  }

  /** Throws the 400 answer when any rule failed. */
  done(): void {
    if (this.failed) throw validationFailed(this.issues);
  }
}

export const asText = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' && Number.isFinite(value) ? String(value) : '';

export const notEmpty: Rule = (v) => asText(v).trim().length > 0;
export const minLength =
  (n: number): Rule =>
  (v) =>
    asText(v).trim().length >= n;
export const lengthBetween =
  (min: number, max: number): Rule =>
  (v) => {
    const length = asText(v).trim().length;
    return length >= min && length <= max;
  };
/**
 * An RFC 5322 dot-atom local part, one @, a domain of dot-separated letter-digit-hyphen labels. No `,` `;` `<` `>`
 * `"` or space: a mailer reads those as a list of recipients. The labels cannot hold a dot, so every character
 * has one way to match and the time is linear; the length is checked first all the same.
 */
const EMAIL = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+$/;
export const isEmail: Rule = (v) => asText(v).length <= MAX_LENGTH.email && EMAIL.test(asText(v).trim());
export const isNumeric: Rule = (v) => {
  const text = asText(v).trim();
  return text !== '' && Number.isFinite(Number(text));
};
export const isIntegerBetween =
  (min: number, max: number): Rule =>
  (v) => {
    const text = asText(v).trim();
    return /^-?\d{1,12}$/.test(text) && Number(text) >= min && Number(text) <= max;
  };
