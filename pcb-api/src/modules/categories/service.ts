import type { Category } from '@pcb/contract';
import { notFound } from '../../lib/http-error';
import type { CategoryRepository } from './repository';

export function categoryService(repo: CategoryRepository) {
  return {
    list(): Promise<Category[]> {
      return repo.list();
    },
    async get(id: string): Promise<Category> {
      const row = await repo.find(id);
      if (!row) throw notFound('Category not found');
      return row;
    },
  };
}
