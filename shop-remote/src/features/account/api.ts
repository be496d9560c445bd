import { accountEndpoints, authEndpoints, sessionEndpoints, shippingEndpoints, type Area } from '@pcb/contract';
import { bff, queryOptions, scopedKey, type SessionCalls } from '@pcb/shared-ui';

export type AddressLevel = 'province' | 'city' | 'district' | 'sub_district';

/** Top to bottom: changing one level clears the ones after it. */
export const ADDRESS_LEVELS: readonly AddressLevel[] = ['province', 'city', 'district', 'sub_district'];

// Administrative areas do not change while the page is open.
const areas = (parts: unknown[], load: (signal: AbortSignal) => Promise<{ data: Area[] }>) =>
  queryOptions({ queryKey: scopedKey('user', 'areas', ...parts), queryFn: async ({ signal }) => (await load(signal)).data, staleTime: Infinity });

/** The shipping lookups of one level, inside the chosen level above it (`parentId`; none for provinces). */
export function areaQuery(level: AddressLevel, parentId: string) {
  switch (level) {
    case 'province':
      return areas(['provinces'], (signal) => bff.buyer(shippingEndpoints.listProvinces, { signal }));
    case 'city':
      return areas(['cities', parentId], (signal) => bff.buyer(shippingEndpoints.listCities, { query: { province_id: parentId }, signal }));
    case 'district':
      return areas(['districts', parentId], (signal) => bff.buyer(shippingEndpoints.listDistricts, { query: { city_id: parentId }, signal }));
    case 'sub_district':
      return areas(['sub-districts', parentId], (signal) => bff.buyer(shippingEndpoints.listSubDistricts, { query: { district_id: parentId }, signal }));
  }
}

export function updateProfile(form: FormData) {
  return bff.buyer(accountEndpoints.updateProfile, { body: form });
}

export function changePassword(oldPassword: string, newPassword: string) {
  return bff.buyer(authEndpoints.changeBuyerPassword, { body: { oldPassword, newPassword } });
}

export const buyerSessionCalls: SessionCalls = {
  list: (signal) => bff.buyer(sessionEndpoints.listBuyerSessions, { signal }),
  endOthers: () => bff.buyer(sessionEndpoints.endOtherBuyerSessions),
  end: (id) => bff.buyer(sessionEndpoints.endBuyerSession, { params: { id } }),
};
