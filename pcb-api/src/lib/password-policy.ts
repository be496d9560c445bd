import { dictionary } from '@zxcvbn-ts/language-common';
import { asText, type Rule } from './rules';

/** ASVS 5.0 (6.2.1): 8 characters at least; the back-office, which moves money, asks for 12. */
export const MIN_PASSWORD_LENGTH = { buyer: 8, admin: 12 } as const;

/**
 * zxcvbn-ts's list of the ~49 000 passwords most common in published breaches, shipped inside the
 * package (nothing is fetched at run time). Its entries are lower case, so a password is compared so.
 */
const COMMON_PASSWORDS = new Set(dictionary['passwords-common']);

export const BREACHED_PASSWORD_MESSAGE = 'Password ini terlalu umum atau pernah bocor, silakan pilih password lain.';

/** True when the password is not on the list of breached passwords. */
export const notBreached: Rule = (v) => !COMMON_PASSWORDS.has(asText(v).toLowerCase());
