import { ObjectId } from 'mongodb';
import { describe, expect, it } from 'vitest';
import { planShipment, unitsToShip } from '@/lib/orders/shipment-plan';

const gear = new ObjectId();
const nut = new ObjectId();
const order = {
  lines: [
    { productId: gear, name: 'Gear', quantity: 100 },
    { productId: nut, name: 'Nut', quantity: 40 },
  ],
  shipments: [{ lines: [{ productId: gear, quantity: 60 }] }],
};
const hex = (id: ObjectId) => id.toHexString();

describe('planning a shipment', () => {
  it('counts what is left of each line', () => {
    expect(unitsToShip(order)).toEqual(
      new Map([
        [hex(gear), 40],
        [hex(nut), 40],
      ]),
    );
  });

  it('sends part of what is left, in the order of the lines, adding up a part asked twice', () => {
    const plan = planShipment(order, [
      { productId: hex(nut), quantity: 10 },
      { productId: hex(gear), quantity: 15 },
      { productId: hex(nut), quantity: 5 },
    ]);
    expect(plan).toEqual({
      lines: [
        { productId: gear, quantity: 15 },
        { productId: nut, quantity: 15 },
      ],
      last: false,
    });
  });

  it('is the last when it sends everything left, lines of 0 units left out', () => {
    const plan = planShipment(order, [
      { productId: hex(gear), quantity: 40 },
      { productId: hex(nut), quantity: 40 },
      { productId: hex(new ObjectId()), quantity: 0 },
    ]);
    expect(plan).toMatchObject({ last: true });
  });

  it('refuses more than is left, a part the order does not have, and nothing at all', () => {
    expect(planShipment(order, [{ productId: hex(gear), quantity: 41 }])).toEqual({
      refusal: 'Only 40 of Gear are still to ship',
    });
    const stranger = hex(new ObjectId());
    expect(planShipment(order, [{ productId: stranger, quantity: 1 }])).toEqual({
      refusal: `This order has no line for part ${stranger}`,
    });
    expect(planShipment(order, [{ productId: hex(nut), quantity: 0 }])).toEqual({
      refusal: 'Choose what goes in this shipment',
    });
  });
});
