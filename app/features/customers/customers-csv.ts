/**
 * The customers CSV export. Cells are escaped as RFC 4180 (~/features/sell-items/csv.ts), and a cell that a
 * spreadsheet would run as a formula (starting with = + - @, or a tab or carriage return) gets a leading
 * apostrophe: a customer who typed "=HYPERLINK(…)" as their name stays text (OWASP "CSV injection").
 */
import { toCsv } from '~/features/sell-items/csv';

export interface CsvCustomer {
  name: string;
  phone: string;
  city: string | null | undefined;
  orders: number;
  totalSpent: { amountCents: number; currency: string };
  lastOrderAt: string;
  whatsAppUrl: string;
}

/** English in every page language: formulas and imports read a spreadsheet's columns by name (customers-text.server.ts). */
export const CUSTOMER_CSV_HEADER = ['Name', 'Phone', 'City', 'Orders', 'Total spent', 'Currency', 'Last order', 'WhatsApp'] as const;

/** A cell made safe to open in a spreadsheet. */
export function safeCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

export function customersCsv(customers: readonly CsvCustomer[]): string {
  const rows = customers.map((c) =>
    [
      c.name,
      `+${c.phone}`.replace(/^\+\+/, '+'),
      c.city ?? '',
      String(c.orders),
      (c.totalSpent.amountCents / 100).toFixed(2),
      c.totalSpent.currency,
      c.lastOrderAt,
      c.whatsAppUrl,
    ].map(safeCell),
  );
  return toCsv([[...CUSTOMER_CSV_HEADER], ...rows]);
}
