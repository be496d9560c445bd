import type { Product } from '@pcb/contract';
import { badRequest, notFound } from '../../lib/http-error';
import type { ProductRepository, ProductRow } from './repository';

/** The wire product: the row plus `image_url`, the absolute picture address. */
export function toProduct(row: ProductRow, filesPublicUrl: string): Product {
  return {
    ...row,
    harga: Number(row.harga),
    create_at: new Date(row.create_at).toISOString(),
    update_at: new Date(row.update_at).toISOString(),
    image_url: `${filesPublicUrl}/${row.picture_url}`,
  };
}

export function productService(repo: ProductRepository, filesPublicUrl: string) {
  const wire = (row: ProductRow) => toProduct(row, filesPublicUrl);
  return {
    async list(): Promise<Product[]> {
      return (await repo.list()).map(wire);
    },

    async search(query: string | undefined): Promise<Product[]> {
      const text = (query ?? '').trim();
      if (!text) throw badRequest('Query is required');
      return (await repo.search(text.slice(0, 200))).map(wire);
    },

    async get(id: string): Promise<Product> {
      const row = await repo.find(id);
      if (!row) throw notFound('Product not found');
      return wire(row);
    },
  };
}

export type ProductService = ReturnType<typeof productService>;
