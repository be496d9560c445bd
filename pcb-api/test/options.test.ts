import type { FastifyInstance } from 'fastify';
import type { OptionGroup } from '@pcb/contract';
import { adminScene, bearer, buyerToken, json, useTestScene } from './helpers';

const scene = useTestScene(adminScene);
let app: FastifyInstance, admin: Record<string, string>;
beforeEach(() => ({ app, admin } = scene()));

const groups = async (url: string) => (await json<OptionGroup[]>(app, { method: 'GET', url, headers: admin })).body;
const groupNamed = async (type: string) => (await groups('/api/admin/costom-prototype')).find((g) => g.type === type)!;

describe('option price lists', () => {
  it('seeds every prototype group the form needs, the same on the buyer’s and the admin’s path', async () => {
    const list = await groups('/api/costom-prototype');
    expect(list.map((g) => g.type)).toEqual(
      expect.arrayContaining([
        'Board Type',
        'X Out',
        'Panel Requirement',
        'Route Process',
        'Different Design In Panel',
        'Dimensions',
        'Quantity',
        'Layer Type',
        'Copper Layer',
        'Solder Mask Position',
        'Silkscreen Position',
        'Material',
        'FR-4',
        'Thickness',
        'Min Track',
        'Hole',
        'Solder Mask',
        'Silkscreen',
        'UV Printing Multi Color',
        'Edge Contector',
        'Surface Finish',
        'Via Process',
        'Finished Copper',
        'Inner Copper',
      ]),
    );
    expect(list.find((g) => g.type === 'Board Type')!.data.map((i) => i.type)).toEqual(['Single Piece', 'Panel by Customer', 'Panel by Polibatam']);
    expect(list.find((g) => g.type === 'Layer Type')!.data.map((i) => i.type)).toContain('1 Layer');
    expect(await groups('/api/admin/costom-prototype')).toEqual(list);
  });

  it('seeds every assembly group', async () => {
    const list = await groups('/api/admin/costom-assembly');
    expect(list.map((g) => g.type)).toEqual([
      '3 Flexible Options',
      'Board Type',
      'Assembly Side(s)',
      'Pay Attention',
      'Dispanel the Boards to Delivery',
      'Function Test',
      'Cable Wire Harness Assembly',
    ]);
    expect(list[0].data.map((i) => [i.type, i.cost])).toEqual([
      ['Turnkey', 50000],
      ['Kitted or Consigned', 100000],
      ['Combo', 150000],
    ]);
  });

  it('reads one group, and the group of one item', async () => {
    const group = await groupNamed('Solder Mask');
    const read = (url: string) => json(app, { method: 'GET', url, headers: admin });
    expect((await read(`/api/admin/costom-prototype/${group._id}`)).body).toEqual(group);
    expect((await read(`/api/admin/costom-prototype/${group._id}/item/${group.data[1]._id}`)).body).toEqual(group);
    expect(await read(`/api/admin/costom-prototype/${group._id}/item/0123456789abcdef01234567`)).toMatchObject({
      status: 404,
      body: { message: 'Item not found' },
    });
    expect(await read('/api/admin/costom-prototype/0123456789abcdef01234567')).toMatchObject({
      status: 404,
      body: { message: 'Data tidak ditemukan!' },
    });
  });

  it('adds an item (200) and answers the updated group', async () => {
    const group = await groupNamed('Solder Mask');
    const { status, body } = await json<OptionGroup>(app, {
      method: 'POST',
      url: `/api/admin/costom-prototype/add-component/${group._id}`,
      headers: admin,
      payload: { type: 'Purple', cost: '7500' },
    });
    expect(status).toBe(200);
    expect(body.data.at(-1)).toMatchObject({ type: 'Purple', cost: 7500 });
  });

  it('answers 404 when adding to a group that does not exist', async () => {
    const url = '/api/admin/costom-assembly/add-component/0123456789abcdef01234567';
    expect(await json(app, { method: 'POST', url, headers: admin, payload: { type: 'Turbo', cost: 1 } })).toMatchObject({
      status: 404,
      body: { message: 'Custom Assembly tidak ditemukan!' },
    });
  });

  it('checks type and cost', async () => {
    const group = await groupNamed('Solder Mask');
    const add = (payload: object) =>
      json<{ errors: { msg: string }[] }>(app, { method: 'POST', url: `/api/admin/costom-prototype/add-component/${group._id}`, headers: admin, payload });
    expect((await add({ type: 'ab', cost: 'mahal' })).body.errors.map((e) => e.msg)).toEqual([
      'Type must be at least 3 characters long',
      'Cost must be a number',
      'Cost must be a positive number',
    ]);
    expect((await add({ type: 'Orange', cost: -1 })).body.errors.map((e) => e.msg)).toEqual(['Cost must be a positive number']);
    expect((await add({ cost: 1 })).body.errors.map((e) => e.msg)).toEqual(['Type is required', 'Type must be at least 3 characters long']);
  });

  it('refuses a cost of 0 on the assembly item edit only, as the spec asks', async () => {
    const [assembly] = await groups('/api/admin/costom-assembly');
    const assemblyItem = assembly.data[0];
    const edit = (url: string, cost: number) =>
      json<{ errors: { msg: string }[] }>(app, { method: 'PUT', url, headers: admin, payload: { type: 'Turbo Set', cost } });
    const assemblyUrl = `/api/admin/costom-assembly/${assembly._id}/item/${assemblyItem._id}`;
    expect((await edit(assemblyUrl, 0)).body.errors.map((e) => e.msg)).toEqual(['Cost must be a positive number']);
    expect((await groups('/api/admin/costom-assembly'))[0].data[0]).toEqual(assemblyItem);
    expect((await edit(assemblyUrl, 1)).status).toBe(200);
    const prototype = await groupNamed('Silkscreen');
    expect((await edit(`/api/admin/costom-prototype/${prototype._id}/item/${prototype.data[0]._id}`, 0)).status).toBe(200);
  });

  it('updates and deletes an item, 404 when nothing matched', async () => {
    const group = await groupNamed('Silkscreen');
    const item = group.data[1];
    const url = `/api/admin/costom-prototype/${group._id}/item/${item._id}`;
    const updated = await json<OptionGroup>(app, { method: 'PUT', url, headers: admin, payload: { type: 'Black Matte', cost: 4000 } });
    expect(updated.body.data[1]).toMatchObject({ _id: item._id, type: 'Black Matte', cost: 4000 });
    expect(await json(app, { method: 'DELETE', url, headers: admin })).toMatchObject({ status: 200, body: { message: 'Item deleted successfully' } });
    expect(await json(app, { method: 'DELETE', url, headers: admin })).toMatchObject({ status: 404, body: { message: 'Item not found!' } });
    expect(await json(app, { method: 'PUT', url, headers: admin, payload: { type: 'Black', cost: 1 } })).toMatchObject({
      status: 404,
      body: { message: 'Item not found!' },
    });
  });

  it('answers Invalid typeId or itemId format for malformed ids', async () => {
    const { status, body } = await json<{ message: string }>(app, { method: 'DELETE', url: '/api/admin/costom-prototype/xyz/item/123', headers: admin });
    expect(status).toBe(400);
    expect(body.message).toBe('Invalid typeId or itemId format');
  });

  it('keeps the writes for admins', async () => {
    const group = await groupNamed('Silkscreen');
    const buyer = bearer(await buyerToken(app));
    const { status } = await json(app, {
      method: 'POST',
      url: `/api/admin/costom-prototype/add-component/${group._id}`,
      headers: buyer,
      payload: { type: 'Gold', cost: 1 },
    });
    expect(status).toBe(403);
  });
});
