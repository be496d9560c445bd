import { allFilled, isBlank } from '@pcb/shared-ui/forms';
import type { AddressLevel } from '../api';

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

export const PROFILE_TEXTS = {
  required: 'All fields are required.',
  saved: 'Account settings updated successfully.',
};

/** Spec §5: every one of these must be filled. */
const REQUIRED: (keyof ProfileValues)[] = ['name', 'phone', 'gender', 'birthday', 'detail_address', 'sub_district', 'district', 'city', 'province'];

export const PROFILE_RULES = [allFilled<ProfileValues>(REQUIRED, PROFILE_TEXTS.required)];

/** The inline hint under an empty field. */
export function emptyHint(value: unknown, label: string): string | undefined {
  return isBlank(value) ? `Silakan lengkapi ${label.toLowerCase()}.` : undefined;
}
