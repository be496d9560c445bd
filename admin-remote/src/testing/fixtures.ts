import type { Category, OptionGroup } from '@pcb/contract';
import { act } from '@testing-library/react';
import { useSession } from '@pcb/shared-ui';

export { aProduct } from '@pcb/shared-ui/testing';

let next = 1;
const newId = () => (next++).toString(16).padStart(24, '0');
const AT = '2026-01-01T00:00:00.000Z';

export function aCategory(overrides: Partial<Category> = {}): Category {
  const id = newId();
  return { _id: id, category_name: `Kategori ${id.slice(-2)}`, picture_url: `category-picture/${id}.png`, ...overrides };
}

export function anOptionGroup(type: string, items: { type: string; cost: number }[]): OptionGroup {
  return { _id: newId(), type, data: items.map((item) => ({ _id: newId(), ...item })), createdAt: AT, updatedAt: AT };
}

export const signInAdmin = () => act(() => useSession.setState({ checked: true, admin: { exp: 4102444800 } }));
export const signOutAdmin = () => act(() => useSession.setState({ admin: null }));

/** jsdom has no object URLs; the file fields preview a chosen picture through one. */
export function fakeObjectUrls() {
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
}

/** A picture file as a file input would hand it over. */
export const aPicture = (name = 'foto.png') => new File(['png'], name, { type: 'image/png' });
