/**
 * The ad form's values ⇄ the GraphQL inputs (pure, unit-tested): dollars typed in the form become cents, an
 * empty product means the whole store, and the API's field errors ("bidCents: …") land on the form's fields.
 */
import type { CreateAdInput, UpdateAdInput } from '~/graphql/generated/graphql';
import { addDays, centsFrom, dollars, harareToday, type Ad } from './labels';

export interface AdFormValues {
  productId: string;
  title: string;
  placement: string;
  pricing: string;
  bid: string;
  dailyBudget: string;
  startsOn: string;
  endsOn: string;
  keywords: string;
  city: string;
}

export type AdFormResult = { formError?: string; fieldErrors?: Record<string, string>; values?: AdFormValues };

const FIELDS = ['productId', 'title', 'placement', 'pricing', 'bid', 'dailyBudget', 'startsOn', 'endsOn', 'keywords', 'city'] as const;

export function newAdValues(now = new Date()): AdFormValues {
  const today = harareToday(now);
  return {
    productId: '',
    title: '',
    placement: 'HOME',
    pricing: 'CPM',
    bid: '1.00',
    dailyBudget: '5.00',
    startsOn: today,
    endsOn: addDays(today, 29),
    keywords: '',
    city: '',
  };
}

export function adValues(ad: Ad): AdFormValues {
  return {
    productId: ad.product?.id ?? '',
    title: ad.title,
    placement: ad.placement,
    pricing: ad.pricing,
    bid: dollars(ad.bid.amountCents),
    dailyBudget: dollars(ad.dailyBudget.amountCents),
    startsOn: ad.startsOn,
    endsOn: ad.endsOn,
    keywords: ad.keywords.split(',').join(', '),
    city: ad.city ?? '',
  };
}

export function readAdForm(form: FormData): AdFormValues {
  return Object.fromEntries(FIELDS.map((f) => [f, String(form.get(f) ?? '').slice(0, 400)])) as unknown as AdFormValues;
}

type Fields = Omit<CreateAdInput, 'businessId'>;

/** The input, or the fields whose money is not an amount at all (the API checks everything else). */
export function adInputFrom(values: AdFormValues): { input: Fields } | { fieldErrors: Record<string, string> } {
  const bidCents = centsFrom(values.bid);
  const dailyBudgetCents = centsFrom(values.dailyBudget);
  const fieldErrors: Record<string, string> = {};
  if (bidCents === null) fieldErrors.bid = 'Enter the bid in dollars, e.g. 1.50';
  if (dailyBudgetCents === null) fieldErrors.dailyBudget = 'Enter the daily budget in dollars, e.g. 5';
  if (bidCents === null || dailyBudgetCents === null) return { fieldErrors };
  return {
    input: {
      productId: values.productId || null,
      title: values.title,
      placement: values.placement as Fields['placement'],
      pricing: values.pricing as Fields['pricing'],
      bidCents,
      dailyBudgetCents,
      startsOn: values.startsOn,
      endsOn: values.endsOn,
      keywords: values.keywords,
      city: values.city.trim() || null,
    },
  };
}

/** An update sends every field of the form: the API saves only what differs. */
export const updateInputFrom = (businessId: string, adId: string, input: Fields): UpdateAdInput => ({ businessId, adId, ...input });

const FORM_FIELD: Record<string, string> = { bidCents: 'bid', dailyBudgetCents: 'dailyBudget', productId: 'productId', categoryId: 'productId' };

/** The API's userErrors on the form: a named field gets its message (without the "field: " prefix), else the form. */
export function formErrorsFrom(errors: { field?: string | null; message: string }[], fallback: string): AdFormResult {
  const first = errors[0];
  if (!first) return { formError: fallback };
  const message = first.message.replace(/^\w+: /, '');
  const field = first.field ? (FORM_FIELD[first.field] ?? first.field) : null;
  return field && (FIELDS as readonly string[]).includes(field) ? { fieldErrors: { [field]: message } } : { formError: message };
}
