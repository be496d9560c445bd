import { CART_QUANTITY_TEXTS, type CartItem } from '@pcb/contract';
import { httpErrors } from '@fastify/sensible';
import { isId, newId } from '../../lib/ids';
import { Checks, asText, notEmpty } from '../../lib/rules';
import type { ProductRepository } from '../products/repository';
import { toProduct } from '../products/service';
import type { CartRowRecord, cartRepository } from './repository';

const wireRow = (row: CartRowRecord) => ({
  ...row,
  quantity: Number(row.quantity),
  create_at: new Date(row.create_at).toISOString(),
  update_at: new Date(row.update_at).toISOString(),
});

export function cartService(carts: ReturnType<typeof cartRepository>, products: ProductRepository, filesPublicUrl: string) {
  return {
    async list(userId: string): Promise<CartItem[]> {
      const rows = await carts.listOf(userId);
      if (rows.length === 0) return [];
      const byId = new Map((await products.findMany(rows.map((r) => r.id_product))).map((p) => [p._id, p]));
      return rows.flatMap((row) => {
        const product = byId.get(row.id_product);
        return product ? [{ ...wireRow(row), id_product: toProduct(product, filesPublicUrl) }] : [];
      });
    },

    async add(userId: string, body: { id_product?: string }) {
      new Checks()
        .field('id_product', body.id_product, [
          [notEmpty, 'Product ID is required'],
          [isId, 'Invalid Product ID format'],
        ])
        .done();
      const productId = asText(body.id_product);
      const product = await products.find(productId);
      if (!product) throw httpErrors.notFound('Product not found');
      if (product.stock < 1) throw httpErrors.conflict('Stok produk habis!');
      const row = await carts.insert(newId(), userId, productId);
      if (!row) throw httpErrors.conflict('Product already in cart!');
      return { message: 'Product added successfully', data: wireRow(row) };
    },

    /** Between 1 and the product's stock now; the row must be the caller's. */
    async setQuantity(userId: string, cartRowId: string, body: { quantity?: number }) {
      const { quantity } = body;
      if (quantity === undefined) throw httpErrors.badRequest(CART_QUANTITY_TEXTS.required);
      if (!Number.isInteger(quantity) || quantity < 1) throw httpErrors.badRequest(CART_QUANTITY_TEXTS.belowOne);
      const row = await carts.findOwn(cartRowId, userId);
      if (!row) throw httpErrors.notFound('Product id not found!');
      const product = await products.find(row.id_product);
      if (!product || quantity > product.stock) throw httpErrors.conflict(CART_QUANTITY_TEXTS.overStock);
      return { message: 'Quantity updated successfully', data: wireRow(await carts.setQuantity(row._id, quantity)) };
    },

    async remove(userId: string, cartRowId: string) {
      if (!(await carts.removeOwn(cartRowId, userId))) throw httpErrors.notFound('Product id not found!');
      return { message: 'Product deleted successfully' };
    },
  };
}
