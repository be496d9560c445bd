import type { Address } from '@pcb/contract';
import { idnAreas } from '../providers/shipping/idn-areas';
import type { Random } from './random';

/** The demo buyers' shared password (documented in the README). */
export const DEMO_BUYER_PASSWORD = 'Demo#12345';

export interface DemoBuyer {
  username: string;
  name: string;
  phone: string;
  gender: 'Laki-laki' | 'Perempuan';
  birthday: string;
  /** A street in `city`, a regency code of `idn-area-data`. */
  street: string;
  city: string;
}

export const DEMO_BUYERS: readonly DemoBuyer[] = [
  {
    username: 'siti.rahma',
    name: 'Siti Rahmawati',
    phone: '081277340112',
    gender: 'Perempuan',
    birthday: '1998-02-11',
    street: 'Jl. Kramat Raya No. 45',
    city: '31.71',
  },
  {
    username: 'agus.pratama',
    name: 'Agus Pratama',
    phone: '082164551290',
    gender: 'Laki-laki',
    birthday: '1995-08-23',
    street: 'Jl. Dago No. 112',
    city: '32.73',
  },
  {
    username: 'dewi.lestari',
    name: 'Dewi Lestari',
    phone: '085733128870',
    gender: 'Perempuan',
    birthday: '2001-11-04',
    street: 'Jl. Raya Darmo No. 18',
    city: '35.78',
  },
  {
    username: 'rizky.m',
    name: 'Muhammad Rizky',
    phone: '081365092417',
    gender: 'Laki-laki',
    birthday: '1999-05-30',
    street: 'Jl. Engku Putri No. 7',
    city: '21.71',
  },
  {
    username: 'putu.ari',
    name: 'I Putu Ari Wibawa',
    phone: '087861204455',
    gender: 'Laki-laki',
    birthday: '1993-12-17',
    street: 'Jl. Teuku Umar No. 88',
    city: '51.71',
  },
  {
    username: 'nadia.s',
    name: 'Nadia Safitri',
    phone: '081290776031',
    gender: 'Perempuan',
    birthday: '2000-07-09',
    street: 'Jl. Pandanaran No. 21',
    city: '33.74',
  },
  {
    username: 'andi.wijaya',
    name: 'Andi Wijaya',
    phone: '081342870566',
    gender: 'Laki-laki',
    birthday: '1990-03-02',
    street: 'Jl. Perintis Kemerdekaan No. 10',
    city: '73.71',
  },
  {
    username: 'fajar.nugroho',
    name: 'Fajar Nugroho',
    phone: '089630415528',
    gender: 'Laki-laki',
    birthday: '1997-09-14',
    street: 'Jl. Kaliurang Km 5 No. 3',
    city: '34.71',
  },
];

/** A complete profile address in the buyer's city: a district and village of that city, their names as the area lists give them. */
export function demoAddress(buyer: DemoBuyer, random: Random): Address {
  const areas = idnAreas();
  const province = buyer.city.split('.')[0];
  const named = (list: { id: string; name: string }[], id: string) => list.find((a) => a.id === id)?.name ?? '';
  const district = random.pick(areas.children(buyer.city));
  const village = random.pick(areas.children(district.id));
  return {
    detail_address: buyer.street,
    province,
    province_name: named(areas.provinces, province),
    city: buyer.city,
    city_name: named(areas.children(province), buyer.city),
    district: district.id,
    district_name: district.name,
    sub_district: village.id,
    sub_district_name: village.name,
  };
}
