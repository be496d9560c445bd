import type { Account } from '@pcb/contract';
import {
  AsyncContent,
  Button,
  DEFAULT_ERROR_TEXT,
  fileUrl,
  genericFailure,
  PageTitle,
  useActionMutation,
  useNavigate,
  useQuery,
  useQueryClient,
  useSearchParams,
} from '@pcb/shared-ui';
import { PageHeader } from '@pcb/shared-ui/views';
import { FileField, Form, SelectField, TextField, TextareaField, firstProblem, useForm, useWatch } from '@pcb/shared-ui/forms';
import { accountQuery } from '../../../lib/account-query';
import { paths } from '../../../lib/paths';
import { ADDRESS_LEVELS, areaQuery, updateProfile } from '../api';
import { birthdayDate } from '../birthday';
import { AddressSelects } from './address-selects';
import { PROFILE_FAILURE, PROFILE_TEXTS } from '../texts';
import { PROFILE_RULES, SHIPPING_PROFILE_RULES, emptyHint, type ProfileValues } from './profile-rules';

const GENDERS = [
  { value: 'Laki-laki', label: 'Laki-laki' },
  { value: 'Perempuan', label: 'Perempuan' },
];

function valuesOf(account: Account): ProfileValues {
  const address = account.address;
  return {
    username: account.username,
    email: account.email,
    name: account.name ?? '',
    phone: account.phone ?? '',
    gender: account.gender ?? '',
    birthday: account.birthday ? birthdayDate(account.birthday) : '',
    detail_address: address?.detail_address ?? '',
    province: address?.province ?? '',
    city: address?.city ?? '',
    district: address?.district ?? '',
    sub_district: address?.sub_district ?? '',
    profile_picture: null,
  };
}

function HintedField({ name, label, type }: { name: keyof ProfileValues; label: string; type?: string }) {
  const value = useWatch<ProfileValues>({ name });
  return <TextField name={name} label={label} type={type} helperText={emptyHint(value, label)} />;
}

function GenderField() {
  const value = useWatch<ProfileValues>({ name: 'gender' });
  return <SelectField name="gender" label="Jenis Kelamin" placeholder="Pilih Jenis Kelamin" options={GENDERS} helperText={emptyHint(value, 'Jenis Kelamin')} />;
}

function DetailAddressField() {
  const value = useWatch<ProfileValues>({ name: 'detail_address' });
  return <TextareaField name="detail_address" label="Alamat Lengkap" rows={3} helperText={emptyHint(value, 'Alamat Lengkap')} />;
}

/** `?kembali=`: the checkout the buyer came from; only a `/checkout` address is followed back. */
function useCheckoutToReturnTo(): string | null {
  const back = useSearchParams()[0].get('kembali');
  return back !== null && (back === paths.checkout || back.startsWith(`${paths.checkout}?`)) ? back : null;
}

function ProfileForm({ account }: { account: Account }) {
  const checkout = useCheckoutToReturnTo();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm<ProfileValues>({ defaultValues: valuesOf(account) });

  /** The address as pcb-api keeps it: each level's id with its name from the lookups the selects loaded. */
  function addressOf(values: ProfileValues): string {
    const address: Record<string, string> = { detail_address: values.detail_address };
    ADDRESS_LEVELS.forEach((level, index) => {
      const parentId = index === 0 ? '' : values[ADDRESS_LEVELS[index - 1]];
      const areas = queryClient.getQueryData(areaQuery(level, parentId).queryKey) ?? [];
      address[level] = values[level];
      address[`${level}_name`] = areas.find((area) => area.id === values[level])?.name ?? '';
    });
    return JSON.stringify(address);
  }

  function multipartOf(values: ProfileValues): FormData {
    const body = new FormData();
    // From the checkout, gender and birth date are not asked: pcb-api keeps what it has.
    for (const field of checkout ? (['name', 'phone'] as const) : (['name', 'phone', 'gender', 'birthday'] as const)) body.append(field, values[field]);
    body.append('address', addressOf(values));
    if (values.profile_picture) body.append('profile_picture', values.profile_picture);
    return body;
  }

  const save = useActionMutation({
    surface: 'shop',
    check: (values: ProfileValues) => firstProblem(values, checkout ? SHIPPING_PROFILE_RULES : PROFILE_RULES),
    action: (values: ProfileValues) => updateProfile(multipartOf(values)),
    success: PROFILE_TEXTS.saved,
    failure: PROFILE_FAILURE,
    invalidates: [accountQuery.queryKey],
    onSuccess: () => navigate(checkout ?? paths.profile),
  });

  return (
    <Form form={form} onSubmit={save.submit} label="Profile Settings" maxW="xl">
      <TextField name="username" label="Username" readOnly />
      <TextField name="email" label="Email" readOnly />
      <HintedField name="name" label="Nama" />
      <HintedField name="phone" label="No. Telepon" type="tel" />
      {!checkout && (
        <>
          <GenderField />
          <HintedField name="birthday" label="Tanggal Lahir" type="date" />
        </>
      )}
      <AddressSelects />
      <DetailAddressField />
      {!checkout && (
        <FileField
          name="profile_picture"
          label="Foto Profil"
          accept="image/jpeg,image/png"
          currentUrl={account.profile_picture_url ? fileUrl(account.profile_picture_url) : undefined}
        />
      )}
      <Button type="submit" loading={save.isPending} alignSelf="start">
        {checkout ? 'Simpan dan Kembali ke Checkout' : 'Simpan'}
      </Button>
    </Form>
  );
}

/** `/user/profileSettings`: the buyer edits the profile and the shipping address. */
export function ProfileSettingsPage() {
  const account = useQuery(accountQuery);
  return (
    <>
      <PageTitle page="Profile Settings" />
      <PageHeader title="Profile Settings" />
      <AsyncContent query={account} failure={genericFailure(DEFAULT_ERROR_TEXT)}>
        {(loaded) => <ProfileForm account={loaded} />}
      </AsyncContent>
    </>
  );
}
