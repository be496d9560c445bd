import { Type, type Static } from '@sinclair/typebox';
import { ErrorBody, IdParams, ObjectId } from './common';
import { endpoint } from './endpoint';

export const Category = Type.Object({
  _id: ObjectId,
  category_name: Type.String(),
  picture_url: Type.String(),
});
export type Category = Static<typeof Category>;

export const categoryEndpoints = {
  listCategories: endpoint({
    method: 'GET',
    path: 'admin/product/categories',
    session: 'none',
    summary: 'Every product category',
    schema: { response: { 200: Type.Array(Category), 500: ErrorBody } },
  }),
  getCategory: endpoint({
    method: 'GET',
    path: 'admin/product/categories/:id',
    session: 'none',
    summary: 'One product category',
    schema: { params: IdParams, response: { 200: Category, 400: ErrorBody, 404: ErrorBody } },
  }),
};
