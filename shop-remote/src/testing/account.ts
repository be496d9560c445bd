import type { Account, Address } from '@pcb/contract';

/** Batam Kota in Kota Batam, Kepulauan Riau: the lookups' ids of the seeded buyer's address. */
export const BATAM_ADDRESS: Address = {
  detail_address: 'Jl. Ahmad Yani No. 1',
  province: '21',
  province_name: 'KEPULAUAN RIAU',
  city: '21.71',
  city_name: 'KOTA BATAM',
  district: '21.71.10',
  district_name: 'BATAM KOTA',
  sub_district: '21.71.10.1001',
  sub_district_name: 'BALOI PERMAI',
};

/** The buyer's profile as pcb-api answers it; pass only what the test is about. */
export function anAccount(overrides: Partial<Account> = {}): Account {
  return {
    _id: 'b'.repeat(24),
    username: 'budi',
    email: 'budi@example.com',
    role: 'buyer',
    name: 'Budi Santoso',
    gender: 'Laki-laki',
    birthday: '1999-04-07T00:00:00.000Z',
    phone: '081234567890',
    profile_picture_url: null,
    image_url: null,
    address: BATAM_ADDRESS,
    isVerified: true,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
