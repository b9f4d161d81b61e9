/**
 * The store's delivery form (dashboard /settings/delivery/) read into the contract's terms: dollars typed as people
 * type them ("3", "2.50", "$1,200") to cents, the rows of towns (empty rows are left out), then the contract's own
 * rules (schema/rest/delivery.ts), so each mistake is shown beside its field before anything is sent.
 */
import { deliveryTerms, type DeliveryTerms } from '../../../schema/rest/delivery';
import { DELIVERY_MESSAGES } from '../../../schema/rest/delivery';
import { dollarsToCents } from '../../../schema/rest/product-input-fields';
import type { FieldErrors } from '~/components/form';

export interface DeliveryFormValues {
  collectionOnly: boolean;
  fee: string;
  freeAbove: string;
  zones: { city: string; fee: string }[];
}

export type DeliveryFormResult = { ok: true; terms: DeliveryTerms } | { ok: false; errors: FieldErrors; values: DeliveryFormValues };

/** The contract's field → the form's. */
const FORM_FIELD: Record<string, string> = { feeCents: 'fee', freeAboveCents: 'freeAbove' };

const text = (form: FormData, name: string) => String(form.get(name) ?? '').trim();

export function readDeliveryForm(form: FormData): DeliveryFormResult {
  const values: DeliveryFormValues = {
    collectionOnly: form.get('collectionOnly') === 'on',
    fee: text(form, 'fee'),
    freeAbove: text(form, 'freeAbove'),
    zones: form.getAll('zoneCity').map((city, i) => ({ city: String(city).trim(), fee: String(form.getAll('zoneFee')[i] ?? '').trim() })),
  };
  const errors: FieldErrors = {};
  const fee = dollarsToCents(values.fee || '0');
  if (fee === null) errors.fee = DELIVERY_MESSAGES.fee;
  const freeAbove = values.freeAbove === '' ? null : dollarsToCents(values.freeAbove);
  if (values.freeAbove !== '' && (freeAbove === null || freeAbove === 0)) errors.freeAbove = DELIVERY_MESSAGES.freeAbove;
  // Empty rows are left out; each kept row remembers the row the vendor filled, for its messages.
  const filled = values.zones.flatMap((z, row) => (z.city === '' && z.fee === '' ? [] : [{ ...z, row }]));
  const zones = filled.map((z) => {
    const cents = dollarsToCents(z.fee);
    if (cents === null) errors[`zones.${z.row}.fee`] = DELIVERY_MESSAGES.fee;
    return { city: z.city, feeCents: cents ?? 0 };
  });
  const parsed = deliveryTerms.safeParse({ collectionOnly: values.collectionOnly, feeCents: fee ?? 0, freeAboveCents: freeAbove, zones });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [head, index, field] = issue.path;
      const key =
        head === 'zones' && typeof index === 'number'
          ? `zones.${filled[index].row}.${field === 'feeCents' ? 'fee' : 'city'}`
          : (FORM_FIELD[String(head)] ?? String(head));
      errors[key] ??= issue.message;
    }
  }
  if (Object.keys(errors).length || !parsed.success) return { ok: false, errors, values };
  return { ok: true, terms: parsed.data };
}

/** Cents → what the form shows again ("3.00"). */
export const dollars = (cents: number) => (cents / 100).toFixed(2);

/** The form's values from stored terms, with empty rows to add towns. */
export function formValuesFrom(terms: {
  collectionOnly: boolean;
  fee: { amountCents: number };
  freeAbove: { amountCents: number } | null;
  zones: { city: string; fee: { amountCents: number } }[];
}): DeliveryFormValues {
  return {
    collectionOnly: terms.collectionOnly,
    fee: dollars(terms.fee.amountCents),
    freeAbove: terms.freeAbove ? dollars(terms.freeAbove.amountCents) : '',
    zones: terms.zones.map((z) => ({ city: z.city, fee: dollars(z.fee.amountCents) })),
  };
}
