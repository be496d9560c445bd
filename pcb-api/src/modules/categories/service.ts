import type { Category } from '@pcb/contract';
import { httpErrors } from '@fastify/sensible';
import { validationFailed } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { checkPicture, savePicture, type CleanPicture } from '../../lib/picture-upload';
import { Checks, asText, minLength, notEmpty } from '../../lib/rules';
import type { Database } from '../../db/database';
import { withFiles, type FileStore } from '../../plugins/files';
import type { UploadedFile } from '../../types';
import { categoryRepository } from './repository';

/** The category screens speak English (spec §8), so does this refusal. */
const HAS_PRODUCTS = 'Category still has products: move or delete them first.';

export function categoryService(db: Database, files: FileStore) {
  const categories = categoryRepository(db);
  /** The name rules are reported before the picture's, as the original did. */
  function readForm(form: { category_name?: string }, image: UploadedFile | undefined, imageRequired: boolean) {
    new Checks()
      .field('category_name', form.category_name, [
        [notEmpty, 'Category name is required.'],
        [minLength(3), 'Category name must be at least 3 characters long.'],
      ])
      .done();
    const picture = checkPicture(image, imageRequired);
    if (!picture.ok) throw validationFailed([{ msg: picture.message, path: 'image', location: 'body' }]);
    return { name: asText(form.category_name).trim(), picture: picture.picture };
  }

  async function found(id: string, message: string): Promise<Category> {
    const row = await categories.find(id);
    if (!row) throw httpErrors.notFound(message);
    return row;
  }

  const store = (files: FileStore, picture: CleanPicture | null) => savePicture(files, 'category-picture', picture);

  return {
    list: (): Promise<Category[]> => categories.list(),
    get: (id: string) => found(id, 'Category not found'),

    async create(form: { category_name?: string }, image: UploadedFile | undefined) {
      const checked = readForm(form, image, true);
      const id = newId();
      await withFiles(db, files, async (tx, files) => {
        const picture = await store(files, checked.picture);
        if (!picture) throw new Error('a required picture was not stored');
        await categoryRepository(tx).insert(id, checked.name, picture);
      });
      return { message: 'categori added successfully', data: await found(id, 'Category not found') };
    },

    async update(id: string, form: { category_name?: string }, image: UploadedFile | undefined) {
      const before = await found(id, 'Caategory not found');
      const checked = readForm(form, image, false);
      await withFiles(db, files, async (tx, files) => {
        const picture = await store(files, checked.picture);
        await categoryRepository(tx).update(id, checked.name, picture);
        if (picture) await files.remove(before.picture_url);
      });
      return { message: 'Product Update successfully', data: await found(id, 'Caategory not found') };
    },

    async remove(id: string) {
      await found(id, 'Product id not found!');
      if ((await categories.productCount(id)) > 0) throw httpErrors.conflict(HAS_PRODUCTS);
      await withFiles(db, files, async (tx, files) => {
        const removed = await categoryRepository(tx).remove(id);
        if (!removed) throw httpErrors.conflict(HAS_PRODUCTS);
        await files.remove(removed.picture_url);
      });
      return { message: 'Category deleted successfully' };
    },
  };
}
