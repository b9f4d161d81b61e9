/** The store's delivery form read into terms (issue 31): dollars as typed, empty rows dropped, errors on their row. */
import { describe, expect, it } from 'vitest';
import { DELIVERY_MESSAGES } from '../../../schema/rest/delivery';
import { readDeliveryForm } from './delivery-form.server';

function form(fields: [string, string][]) {
  const f = new FormData();
  for (const [k, v] of fields) f.append(k, v);
  return f;
}

describe('readDeliveryForm', () => {
  it('reads dollars as people type them and leaves empty town rows out', () => {
    const read = readDeliveryForm(
      form([
        ['fee', '$3'],
        ['freeAbove', '1,200.50'],
        ['zoneCity', 'Harare'],
        ['zoneFee', '2.5'],
        ['zoneCity', ''],
        ['zoneFee', ''],
        ['zoneCity', 'Chitungwiza'],
        ['zoneFee', '0'],
      ]),
    );
    expect(read).toEqual({
      ok: true,
      terms: {
        collectionOnly: false,
        feeCents: 300,
        freeAboveCents: 120_050,
        zones: [
          { city: 'Harare', feeCents: 250 },
          { city: 'Chitungwiza', feeCents: 0 },
        ],
      },
    });
  });

  it('puts each mistake on the row the vendor filled, and keeps what was typed', () => {
    const read = readDeliveryForm(
      form([
        ['collectionOnly', 'on'],
        ['fee', 'three'],
        ['freeAbove', '0'],
        ['zoneCity', ''],
        ['zoneFee', ''],
        ['zoneCity', 'Harare'],
        ['zoneFee', '2'],
        ['zoneCity', 'harare'],
        ['zoneFee', 'two'],
      ]),
    );
    if (read.ok) throw new Error('expected errors');
    expect(read.errors).toEqual({
      fee: DELIVERY_MESSAGES.fee,
      freeAbove: DELIVERY_MESSAGES.freeAbove,
      'zones.2.city': DELIVERY_MESSAGES.sameCity('harare'),
      'zones.2.fee': DELIVERY_MESSAGES.fee,
    });
    expect(read.values.collectionOnly).toBe(true);
    expect(read.values.zones[2]).toEqual({ city: 'harare', fee: 'two' });
  });

  it('names a town listed twice on its second row', () => {
    const read = readDeliveryForm(
      form([
        ['fee', '3'],
        ['zoneCity', 'Harare'],
        ['zoneFee', '2'],
        ['zoneCity', ''],
        ['zoneFee', ''],
        ['zoneCity', ' HARARE'],
        ['zoneFee', '4'],
      ]),
    );
    if (read.ok) throw new Error('expected errors');
    expect(read.errors).toEqual({ 'zones.2.city': DELIVERY_MESSAGES.sameCity('HARARE') });
  });
});
