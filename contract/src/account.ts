import { Type, type Static } from '@sinclair/typebox';
import { AreaId, ErrorBody, MAX_LENGTH, ObjectId, Timestamp } from './common';
import { endpoint } from './endpoint';

const Text = Type.Union([Type.String(), Type.Null()]);

/** Area ids are the shipping lookups' ids, as strings; each comes with its name. */
export const Address = Type.Object({
  detail_address: Type.String(),
  province: AreaId,
  province_name: Type.String(),
  city: AreaId,
  city_name: Type.String(),
  district: AreaId,
  district_name: Type.String(),
  sub_district: AreaId,
  sub_district_name: Type.String(),
});
export type Address = Static<typeof Address>;

export const Account = Type.Object({
  _id: ObjectId,
  username: Type.String(),
  email: Type.String(),
  role: Type.Union([Type.Literal('buyer'), Type.Literal('admin')]),
  name: Text,
  gender: Text,
  birthday: Type.Union([Timestamp, Type.Null()]),
  phone: Text,
  /** `profile-picture/<file>`, relative to the API root. */
  profile_picture_url: Text,
  /** The absolute picture address. */
  image_url: Text,
  address: Type.Union([Address, Type.Null()]),
  isVerified: Type.Boolean(),
  created_at: Timestamp,
  updated_at: Timestamp,
});
export type Account = Static<typeof Account>;

/** Multipart text fields; `address` is a JSON string of `Address`. The file field is `profile_picture` (jpeg/png, ≤ 1 MB). */
export const ProfileForm = Type.Object({
  name: Type.Optional(Type.String({ maxLength: MAX_LENGTH.personName })),
  phone: Type.Optional(Type.String({ maxLength: MAX_LENGTH.phone })),
  gender: Type.Optional(Type.String({ maxLength: MAX_LENGTH.short })),
  birthday: Type.Optional(Type.String({ maxLength: MAX_LENGTH.short })),
  address: Type.Optional(Type.String({ maxLength: MAX_LENGTH.addressJson })),
});

export const accountEndpoints = {
  getAccount: endpoint({
    method: 'GET',
    path: 'account',
    session: 'buyer',
    summary: "The buyer's profile (never the password hash)",
    schema: { response: { 200: Account, 404: ErrorBody } },
  }),
  updateProfile: endpoint({
    method: 'PUT',
    path: 'account/update-profile',
    session: 'buyer',
    bodyType: 'multipart',
    summary: 'Replaces name, phone, gender, birthday and address; optional profile_picture',
    schema: {
      body: ProfileForm,
      response: { 200: Type.Object({ message: Type.String(), data: Account }), 400: ErrorBody, 404: ErrorBody },
    },
  }),
};
