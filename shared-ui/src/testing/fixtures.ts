import type { Product } from '@pcb/contract';

let next = 1;

/** A product as the upstream answers it (the shop's and the back-office's tests); pass only what the test is about. */
export function aProduct(overrides: Partial<Product> = {}): Product {
  const id = (0xa0000 + next++).toString(16).padStart(24, '0');
  return {
    _id: id,
    product_name: `PCB FR4 ${id.slice(-2)}`,
    description: 'PCB satu sisi, 10 x 10 cm',
    harga: 150000,
    stock: 25,
    weight: 50,
    picture_url: `product-picture/${id}.png`,
    image_url: `/bff/files/product-picture/${id}.png`,
    id_category: null,
    create_at: '2026-01-01T00:00:00.000Z',
    update_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** What a custom request carries before the back-office has priced, weighed or revised it, as pcb-api answers it (both remotes' tests). */
export const unreviewedRequestFields = () => ({
  total_cost: 250000,
  final_cost: null,
  weight: 0,
  design_file: null,
  design_file_name: null,
  reject_reason: null,
  price_changes: [],
  price_agreement: null,
  price_decline_reason: null,
  design_revision: 0,
  design_inspection: null,
});
