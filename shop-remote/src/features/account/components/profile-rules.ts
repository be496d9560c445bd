import { allFilled, isBlank } from '@pcb/shared-ui/forms';
import type { AddressLevel } from '../api';
import { PROFILE_TEXTS } from '../texts';

export type ProfileValues = {
  username: string;
  email: string;
  name: string;
  phone: string;
  gender: string;
  birthday: string;
  detail_address: string;
  profile_picture: File | null;
} & Record<AddressLevel, string>;

/** What the courier needs: the checkout's shipping profile asks only these. */
const SHIPPING: (keyof ProfileValues)[] = ['name', 'phone', 'detail_address', 'sub_district', 'district', 'city', 'province'];

/** Spec §5: every one of these must be filled. */
export const PROFILE_RULES = [allFilled<ProfileValues>([...SHIPPING, 'gender', 'birthday'], PROFILE_TEXTS.required)];

export const SHIPPING_PROFILE_RULES = [allFilled<ProfileValues>(SHIPPING, PROFILE_TEXTS.shippingRequired)];

/** The inline hint under an empty field. */
export function emptyHint(value: unknown, label: string): string | undefined {
  return isBlank(value) ? `Silakan lengkapi ${label.toLowerCase()}.` : undefined;
}
