/** A spec rule over a form's values: the text to show when it is broken, else undefined. */
export type Rule<V> = (values: V) => string | undefined;

export function isBlank(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (typeof value === 'number') return Number.isNaN(value);
  return false;
}

/** The first broken rule's text, in the order the spec checks them. */
export function firstProblem<V>(values: V, rules: Rule<V>[]): string | undefined {
  for (const rule of rules) {
    const problem = rule(values);
    if (problem) return problem;
  }
  return undefined;
}

/** One text for any empty field (`All fields are required.`). */
export function allFilled<V>(names: readonly (keyof V)[], message: string): Rule<V> {
  return (values) => (names.some((name) => isBlank(values[name])) ? message : undefined);
}

/** Names the first empty field, in the given order (`Mohon pilih "{field}"!`). */
export function firstMissing<V>(fields: readonly { name: keyof V; label: string }[], message: (label: string) => string): Rule<V> {
  return (values) => {
    const missing = fields.find(({ name }) => isBlank(values[name]));
    return missing && message(missing.label);
  };
}

export function sameValues<V>(a: keyof V, b: keyof V, message: string): Rule<V> {
  return (values) => (values[a] !== values[b] ? message : undefined);
}

/** A number typed into a text or number input (blank is not a number). */
export function isNumeric(value: unknown): boolean {
  return !isBlank(value) && Number.isFinite(Number(value));
}

/** A chosen file that is a picture; no file passes (whether one is required is `allFilled`'s job). */
export function pictureOrNothing<V>(name: keyof V, message: string): Rule<V> {
  return (values) => {
    const file = values[name];
    return file instanceof File && !file.type.startsWith('image/') ? message : undefined;
  };
}
