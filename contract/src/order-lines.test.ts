import { requestSpecification } from './domain/custom-specification';
import { orderLines, shipmentOf } from './order-lines';

describe('order lines', () => {
  const order = {
    product: [
      {
        standart: [{ _id: 's1', quantity: 2, id_product: { product_name: 'LED', harga: 1500 } }],
        costom_prototype: [{ _id: 'p1', quantity: 1, id_request_costom: { name: 'Costom Prototype', total_cost: 250000, final_cost: 250000 } }],
        costom_assembly: [{ _id: 'a1', quantity: 1, id_request_costom: { name: 'Costom Assembly', total_cost: 112000, final_cost: 180000 } }],
      },
    ],
    expedition: [{ courier: 'jne', shipping_option: 'REG', shipping_cost: 18000, delivery_receipt: 'JNE123' }],
  } as never;

  it('lists standard products and custom requests alike with quantity and unit price, a changed final price with the list price', () => {
    expect(orderLines(order)).toEqual([
      { key: 's1', name: 'LED', quantity: 2, price: 1500 },
      { key: 'p1', name: 'Costom Prototype', quantity: 1, price: 250000 },
      { key: 'a1', name: 'Costom Assembly', quantity: 1, price: 180000 },
    ]);
  });

  it('names the shipment the timeline shows', () => {
    expect(shipmentOf(order)).toEqual({ courier: 'jne', service: 'REG', resi: 'JNE123' });
  });
});

describe('requestSpecification', () => {
  it('lists every field of the kind in the form order, `-` when empty', () => {
    const facts = requestSpecification('prototype', { board_type: 'Single Piece', remove_product_no: 'Yes' });
    expect(facts[0]).toEqual({ label: 'Board Type', value: 'Single Piece' });
    expect(facts).toContainEqual({ label: 'X Out', value: '-' });
    expect(facts.at(-1)).toEqual({ label: 'Remove Product No', value: 'Yes' });
    expect(requestSpecification('assembly', {}).map((f) => f.label)).toContain('Throught Hole');
  });
});
