import { describe, expect, it } from 'vitest';
import { customersCsv, safeCell } from './customers-csv';

const base = {
  name: 'Tendai Moyo',
  phone: '263772146318',
  city: 'Harare',
  orders: 2,
  totalSpent: { amountCents: 12345, currency: 'USD' },
  lastOrderAt: '2026-11-20T10:00:00.000Z',
  whatsAppUrl: 'https://wa.me/263772146318',
};

describe('customers CSV', () => {
  it('CSV cells starting with = + - @ are prefixed with a quote against formula injection', () => {
    for (const v of ['=1+1', '+SUM(A1)', '-2', '@cmd', '\tx']) expect(safeCell(v)).toBe(`'${v}`);
    expect(safeCell('Tendai')).toBe('Tendai');
  });

  it('escapes quotes, commas and line breaks and writes one row per customer', () => {
    const csv = customersCsv([base, { ...base, name: 'Moyo, "Big" T\nline', city: null, phone: '263712000000' }]);
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('Name,Phone,City,Orders,Total spent,Currency,Last order,WhatsApp');
    expect(lines[1]).toBe("Tendai Moyo,'+263772146318,Harare,2,123.45,USD,2026-11-20T10:00:00.000Z,https://wa.me/263772146318");
    expect(csv).toContain('"Moyo, ""Big"" T\nline",\'+263712000000,,2');
  });

  it('a formula typed as a name stays text', () => {
    const csv = customersCsv([{ ...base, name: '=HYPERLINK("http://evil","x")' }]);
    expect(csv).toContain(`"'=HYPERLINK(""http://evil"",""x"")"`);
  });
});
