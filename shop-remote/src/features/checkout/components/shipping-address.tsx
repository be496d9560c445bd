import type { Account } from '@pcb/contract';
import { Alert, Button, RouterLink, Text, useLocation } from '@pcb/shared-ui';
import { urls } from '../../../lib/paths';
import { addressProblem } from '../address-check';

/** The saved address the order ships to; when it is incomplete, why, and the way to the profile edit. */
export function ShippingAddress({ account }: { account: Account }) {
  const { pathname, search } = useLocation();
  const problem = addressProblem(account);
  if (problem) {
    return (
      <Alert.Root status="warning" alignItems="center">
        <Alert.Indicator />
        <Alert.Title flex="1">{problem}</Alert.Title>
        <Button asChild size="sm" variant="outline">
          <RouterLink to={urls.shippingProfile(pathname + search)}>Lengkapi Profil</RouterLink>
        </Button>
      </Alert.Root>
    );
  }
  const address = account.address!;
  return (
    <div>
      <Text fontWeight="medium">
        {account.name} · {account.phone}
      </Text>
      <Text>{address.detail_address}</Text>
      <Text color="fg.muted">{[address.sub_district_name, address.district_name, address.city_name, address.province_name].join(', ')}</Text>
    </div>
  );
}
