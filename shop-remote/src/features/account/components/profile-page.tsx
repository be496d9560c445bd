import type { Account } from '@pcb/contract';
import { AsyncContent, Box, Button, DEFAULT_ERROR_TEXT, Flex, genericFailure, Image, PageTitle, RouterLink, fileUrl, useQuery } from '@pcb/shared-ui';
import { PageHeader, Table } from '@pcb/shared-ui/views';
import { accountQuery } from '../../../lib/account-query';
import { paths } from '../../../lib/paths';
import { formatBirthday } from '../birthday';

function rowsOf(account: Account) {
  const address = account.address;
  return [
    { label: 'Username', value: account.username },
    { label: 'Nama', value: account.name },
    { label: 'Jenis Kelamin', value: account.gender },
    { label: 'Tanggal Lahir', value: account.birthday && formatBirthday(account.birthday) },
    { label: 'No. Telepon', value: account.phone },
    { label: 'Email', value: account.email },
    { label: 'Alamat', value: address?.detail_address },
    { label: 'Kelurahan/Desa', value: address?.sub_district_name },
    { label: 'Kecamatan', value: address?.district_name },
    { label: 'Kota/Kabupaten', value: address?.city_name },
    { label: 'Provinsi', value: address?.province_name },
  ];
}

/** `/user`: the buyer's profile, read only, with the way to edit it. */
export function ProfilePage() {
  const account = useQuery(accountQuery);
  return (
    <>
      <PageTitle page="Profile" />
      <PageHeader
        title="Profile"
        actions={
          <Button asChild size="sm">
            <RouterLink to={paths.profileSettings}>Edit Profile</RouterLink>
          </Button>
        }
      />
      <AsyncContent query={account} failure={genericFailure(DEFAULT_ERROR_TEXT)}>
        {(loaded) => (
          <Flex gap="6" direction={{ base: 'column', md: 'row' }} align="start">
            <Box flexShrink={0}>
              {loaded.profile_picture_url ? (
                <Image src={fileUrl(loaded.profile_picture_url)} alt={`Foto profil ${loaded.username}`} boxSize="36" objectFit="cover" rounded="full" />
              ) : null}
            </Box>
            <Table.Root size="sm" maxW="xl">
              <Table.Body>
                {rowsOf(loaded).map((row) => (
                  <Table.Row key={row.label}>
                    <Table.Cell fontWeight="medium" width="40%">
                      {row.label}
                    </Table.Cell>
                    <Table.Cell>{row.value || '-'}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Flex>
        )}
      </AsyncContent>
    </>
  );
}
