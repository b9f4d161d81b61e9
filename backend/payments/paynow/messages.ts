/**
 * The shapes of Paynow's HTTP messages (developers.paynow.co.zw "Initiate a transaction", "Express Checkout",
 * "Status Update", "Polling for a Status Update"): form-encoded key/value pairs in both directions, and the
 * mapping of Paynow's transaction statuses onto ours.
 */
import type { PaymentStatus } from '../../../schema/rest/payments';
import type { PaynowFields } from './hash';

/** Form-encodes the fields in order (Paynow reads application/x-www-form-urlencoded). */
export function encodeFields(fields: PaynowFields): string {
  const params = new URLSearchParams();
  for (const [key, value] of fields) params.append(key, value);
  return params.toString();
}

/** Ordered, URL-decoded fields of a form-encoded body (keys lower-cased: Paynow is not consistent in case). */
export function parseFields(body: string): PaynowFields {
  const out: [string, string][] = [];
  for (const [key, value] of new URLSearchParams(body.trim())) out.push([key.toLowerCase(), value]);
  return out;
}

export function field(fields: PaynowFields, name: string): string | undefined {
  return fields.find(([key]) => key === name)?.[1];
}

/** Cents as Paynow's decimal amount: 1250 → "12.50". */
export function formatAmount(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError('amount must be whole cents');
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** Paynow's decimal amount as cents, or null when it is not one ("12.5", "12.50", "12"). */
export function parseAmount(text: string | undefined): number | null {
  const match = /^\s*(\d{1,12})(?:\.(\d{1,2}))?\s*$/.exec(text ?? '');
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

/** Paynow's transaction statuses and what each means for us. */
const STATUS_MAP: Record<string, PaymentStatus> = {
  created: 'pending',
  sent: 'pending',
  paid: 'paid',
  'awaiting delivery': 'paid',
  delivered: 'paid',
  cancelled: 'cancelled',
  failed: 'failed',
  disputed: 'disputed',
  refunded: 'refunded',
};

/** Our status for Paynow's; null for a status Paynow does not document (treated as no news). */
export function mapPaynowStatus(status: string | undefined): PaymentStatus | null {
  return STATUS_MAP[(status ?? '').trim().toLowerCase()] ?? null;
}

/** The answer to initiatetransaction / remotetransaction. */
export type InitiateAnswer =
  | { ok: true; browserUrl: string | null; pollUrl: string; paynowReference: string | null; instructions: string | null }
  | { ok: false; error: string };

/** A status message: the result-URL callback and the poll URL's answer carry the same fields. */
export interface StatusMessage {
  reference: string;
  paynowReference: string | null;
  amountCents: number | null;
  providerStatus: string;
  status: PaymentStatus | null;
  pollUrl: string | null;
}

export function readStatusMessage(fields: PaynowFields): StatusMessage | null {
  const reference = field(fields, 'reference');
  const providerStatus = field(fields, 'status');
  if (!reference || !providerStatus) return null;
  return {
    reference,
    paynowReference: field(fields, 'paynowreference') ?? null,
    amountCents: parseAmount(field(fields, 'amount')),
    providerStatus,
    status: mapPaynowStatus(providerStatus),
    pollUrl: field(fields, 'pollurl') ?? null,
  };
}
