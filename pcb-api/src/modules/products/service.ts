import type { Product } from '@pcb/contract';
import { checkPicture, savePicture } from '../../lib/picture-upload';
import { httpErrors } from '@fastify/sensible';
import { validationFailed } from '../../lib/errors';
import { isId, newId } from '../../lib/ids';
import { Checks, asText, isIntegerBetween, notEmpty } from '../../lib/rules';
import type { Database } from '../../db/database';
import { withFiles, type FileStore } from '../../plugins/files';
import type { UploadedFile } from '../../types';
import { categoryRepository } from '../categories/repository';
import { productRepository, type ProductInput, type ProductRow } from './repository';

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

export type ProductForm = Partial<Record<keyof ProductInput, string>>;

export interface ProductDeps {
  db: Database;
  files: FileStore;
  filesPublicUrl: string;
}

export function productService({ db, files, filesPublicUrl }: ProductDeps) {
  const products = productRepository(db);
  const categories = categoryRepository(db);
  const wire = (row: ProductRow) => toProduct(row, filesPublicUrl);

  async function found(id: string, message: string): Promise<Product> {
    const row = await products.find(id);
    if (!row) throw httpErrors.notFound(message);
    return wire(row);
  }

  /** The form's fields checked with the contract's messages; a picture problem is reported alone, first. */
  async function readForm(form: ProductForm, image: UploadedFile | undefined, imageRequired: boolean) {
    const picture = checkPicture(image, imageRequired);
    if (!picture.ok) throw validationFailed([{ msg: picture.message, path: 'image', location: 'body' }]);
    const checks = new Checks()
      .field('product_name', form.product_name, [[notEmpty, 'Product name must be filled in!']])
      .field('description', form.description, [[notEmpty, 'Description must be filled in!']])
      .field('harga', form.harga, [
        [notEmpty, 'Price must be filled in!'],
        [isIntegerBetween(0, 2_000_000_000), 'Price must be a number!'],
      ])
      .field('stock', form.stock, [
        [notEmpty, 'Stock must be filled in!'],
        [isIntegerBetween(0, 1_000_000), 'Stock must be a non-negative integer!'],
      ])
      .field('weight', form.weight, [
        [notEmpty, 'Weight must be filled in!'],
        [isIntegerBetween(1, 1_000_000), 'Weight must be a whole number of grams, at least 1!'],
      ]);
    const categoryId = asText(form.id_category).trim();
    if (!isId(categoryId) || !(await categories.find(categoryId))) checks.add('Category does not exist', 'id_category');
    checks.done();
    const input: ProductInput = {
      product_name: asText(form.product_name).trim(),
      description: asText(form.description).trim(),
      harga: Number(asText(form.harga).trim()),
      stock: Number(asText(form.stock).trim()),
      weight: Number(asText(form.weight).trim()),
      id_category: categoryId,
    };
    return { input, picture: picture.picture };
  }

  return {
    async list(): Promise<Product[]> {
      return (await products.list()).map(wire);
    },

    async search(query: string | undefined): Promise<Product[]> {
      const text = (query ?? '').trim();
      if (!text) throw httpErrors.badRequest('Query is required');
      return (await products.search(text.slice(0, 200))).map(wire);
    },

    get: (id: string) => found(id, 'Product not found'),

    async create(form: ProductForm, image: UploadedFile | undefined) {
      const { input, picture } = await readForm(form, image, true);
      const id = newId();
      await withFiles(db, files, async (tx, files) => {
        const stored = await savePicture(files, 'product-picture', picture);
        if (!stored) throw new Error('a required picture was not checked');
        await productRepository(tx).insert(id, input, stored);
      });
      return { message: 'Product added successfully', data: await found(id, 'Product not found') };
    },

    async update(id: string, form: ProductForm, image: UploadedFile | undefined) {
      if (!(await products.find(id))) throw httpErrors.notFound('Product not found');
      const { input, picture } = await readForm(form, image, false);
      await withFiles(db, files, async (tx, files) => {
        const stored = await savePicture(files, 'product-picture', picture);
        const updated = await productRepository(tx).update(id, input, stored);
        if (!updated) throw httpErrors.notFound('Product not found');
        if (stored) await files.remove(updated.previousPicture);
      });
      return { message: 'Product Update successfully', data: await found(id, 'Product not found') };
    },

    async remove(id: string) {
      if ((await products.openOrderCount(id)) > 0) {
        throw httpErrors.conflict('Produk tidak dapat dihapus karena masih ada dalam pesanan yang belum selesai.');
      }
      await withFiles(db, files, async (tx, files) => {
        const removed = await productRepository(tx).remove(id);
        if (!removed) throw httpErrors.notFound('Product id not found!');
        await files.remove(removed.picture_url);
      });
      return { message: 'Product deleted successfully' };
    },
  };
}
