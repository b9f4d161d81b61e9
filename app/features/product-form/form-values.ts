/**
 * The product form's values as typed (text, money in dollars) and the way to and from the API's input (cents,
 * numbers). The whole draft travels with every step's post — the step's fields visibly, the rest in hidden
 * fields — so the form works without JavaScript and nothing typed is lost when a step is refused. The rules
 * are the API's own (schema/rest/product-input.ts), checked here too so every error shows at once, beside its
 * field, before anything is sent.
 */
import { centsToDollars, dollarsToCents, productInput, type ProductInputField } from '../../../schema/rest/product-input';
import { PRODUCT_KINDS, type ProductKind } from '../../../schema/rest/shared';
import type { EditableProductPartsFragment, ProductInput, ProductKind as GqlKind } from '~/graphql/generated/graphql';

/** Typed in dollars, sent in cents. */
export const MONEY_FIELDS = [
  'priceCents',
  'salePriceCents',
  'auctionStartCents',
  'auctionReserveCents',
  'rateCents',
  'depositCents',
  'callOutFeeCents',
] as const;
const WHOLE_FIELDS = ['categoryId', 'stockQuantity', 'bedrooms', 'bathrooms', 'standSizeSqm', 'year', 'mileageKm'] as const;
const TEXT_FIELDS = [
  'name',
  'shortDescription',
  'description',
  'sku',
  'city',
  'propertyType',
  'listingType',
  'rentPeriod',
  'suburb',
  'titleType',
  'make',
  'model',
  'transmission',
  'fuelType',
  'auctionEndsAt',
  'rateUnit',
  'serviceArea',
] as const;
export const SCALAR_FIELDS = [...MONEY_FIELDS, ...WHOLE_FIELDS, ...TEXT_FIELDS] as const;
export type Scalar = (typeof SCALAR_FIELDS)[number];

export interface VariationRow {
  size: string;
  colour: string;
  priceCents: string;
  stockQuantity: string;
}

export type FormValues = { kind: ProductKind; status: 'publish' | 'draft'; images: string[]; variations: VariationRow[] } & Record<Scalar, string>;
export type FieldErrors = Record<string, string>;

export const MAX_VARIATION_ROWS = 60;
const HARARE_OFFSET_MS = 2 * 3600 * 1000;

export function emptyValues(kind: ProductKind = 'general'): FormValues {
  const blank = Object.fromEntries(SCALAR_FIELDS.map((f) => [f, ''])) as Record<Scalar, string>;
  return { ...blank, kind, status: 'publish', images: [], variations: [] };
}

export const isKind = (v: unknown): v is ProductKind => typeof v === 'string' && (PRODUCT_KINDS as readonly string[]).includes(v);

/** A stored product as the form shows it: cents as dollars, the auction's end in Harare time. */
export function valuesFromProduct(p: EditableProductPartsFragment): FormValues {
  const values = emptyValues(p.kind.toLowerCase() as ProductKind);
  const record = p as unknown as Record<string, unknown>;
  for (const f of SCALAR_FIELDS) {
    const v = record[f];
    if (v === null || v === undefined) continue;
    values[f] = (MONEY_FIELDS as readonly string[]).includes(f) ? centsToDollars(v as number) : String(v);
  }
  // A draft saved before any price reads back as 0: show the field empty, not "0".
  if (p.priceCents === 0) values.priceCents = '';
  if (p.auctionEndsAt) values.auctionEndsAt = new Date(Date.parse(p.auctionEndsAt) + HARARE_OFFSET_MS).toISOString().slice(0, 16);
  values.status = p.status === 'DRAFT' ? 'draft' : 'publish';
  values.images = [...p.images];
  values.variations = p.variations.map((v) => ({
    size: v.size,
    colour: v.colour,
    priceCents: centsToDollars(v.priceCents),
    stockQuantity: String(v.stockQuantity),
  }));
  return values;
}

/** The values a post carries (bounded: the API's limits are far lower, so its messages are what people see). */
export function postedValues(form: FormData): FormValues {
  const text = (name: string, max = 6000) => {
    const v = form.get(name);
    return typeof v === 'string' ? v.slice(0, max) : '';
  };
  const kind = text('kind', 40);
  const values = emptyValues(isKind(kind) ? kind : 'general');
  for (const f of SCALAR_FIELDS) values[f] = text(f);
  values.status = text('status') === 'draft' ? 'draft' : 'publish';
  values.images = form
    .getAll('images')
    .filter((v): v is string => typeof v === 'string' && v !== '')
    .slice(0, 20)
    .map((v) => v.slice(0, 500));
  for (let i = 0; i < MAX_VARIATION_ROWS; i += 1) {
    if (form.get(`variations.${i}.size`) === null) break;
    const row = {
      size: text(`variations.${i}.size`, 40),
      colour: text(`variations.${i}.colour`, 40),
      priceCents: text(`variations.${i}.priceCents`, 20),
      stockQuantity: text(`variations.${i}.stockQuantity`, 20),
    };
    // A row left blank is no size at all (the form always offers one empty row).
    if (Object.values(row).some((v) => v.trim() !== '')) values.variations.push(row);
  }
  return values;
}

const DOLLARS_HINT = 'Enter an amount in US dollars, e.g. 12.50';
const WHOLE_HINT = 'Enter a whole number, e.g. 3';

/**
 * The API's input from the typed values, or the errors by field (path as the form names it, e.g. "priceCents",
 * "variations.1.size"). `status` is what the vendor asked for: a draft needs only kind, name and category.
 */
export function toInput(
  values: FormValues,
  status: 'publish' | 'draft',
): { input: ProductInput; errors: null } | { input: null; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const raw: Record<string, unknown> = { kind: values.kind, status, images: values.images };
  for (const f of MONEY_FIELDS) {
    const v = values[f].trim();
    if (v === '') continue;
    const cents = dollarsToCents(v);
    if (cents === null) errors[f] = DOLLARS_HINT;
    else raw[f] = cents;
  }
  for (const f of WHOLE_FIELDS) {
    const v = values[f].trim();
    if (v === '') continue;
    if (/^\d{1,12}$/.test(v)) raw[f] = Number(v);
    else errors[f] = f === 'categoryId' ? 'Choose a category' : WHOLE_HINT;
  }
  for (const f of TEXT_FIELDS) if (values[f].trim() !== '') raw[f] = values[f];
  if (typeof raw.auctionEndsAt === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(raw.auctionEndsAt))
    raw.auctionEndsAt = `${raw.auctionEndsAt}:00+02:00`;
  raw.variations = values.variations.map((row, i) => {
    const price = row.priceCents.trim() === '' ? null : dollarsToCents(row.priceCents);
    if (price === null && row.priceCents.trim() !== '') errors[`variations.${i}.priceCents`] = DOLLARS_HINT;
    const stock = /^\d{1,7}$/.test(row.stockQuantity.trim()) ? Number(row.stockQuantity.trim()) : null;
    if (stock === null) errors[`variations.${i}.stockQuantity`] = row.stockQuantity.trim() === '' ? 'How many in stock?' : WHOLE_HINT;
    return { size: row.size, colour: row.colour, priceCents: price, stockQuantity: stock ?? 0 };
  });
  if (raw.name === undefined) raw.name = '';
  const parsed = productInput.safeParse(raw);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = issue.path.length ? issue.path.join('.') : 'form';
      errors[key] ??= friendly(issue.path[0] as ProductInputField | undefined, issue.message);
    }
  }
  if (Object.keys(errors).length || !parsed.success) return { input: null, errors };
  const { kind, categoryId, status: _s, lat: _lat, lng: _lng, ...rest } = parsed.data;
  return {
    input: { ...rest, kind: kind.toUpperCase() as GqlKind, categoryId: String(categoryId), status: status === 'draft' ? 'DRAFT' : 'PUBLISH' },
    errors: null,
  };
}

/** The API's messages name fields as code does ("priceCents is required"); the form says it in words. */
const LABELS: Partial<Record<ProductInputField, string>> = {
  priceCents: 'the price',
  salePriceCents: 'the sale price',
  categoryId: 'a category',
  propertyType: 'the property type',
  listingType: 'sale or rent',
  make: 'the make',
  model: 'the model',
  year: 'the year',
  auctionStartCents: 'the start price',
  auctionEndsAt: 'when bidding ends',
  rateCents: 'the rate',
  rateUnit: 'per hour, day, week or job',
  serviceArea: 'the area you serve',
};
function friendly(field: ProductInputField | undefined, message: string): string {
  if (field === 'categoryId' && /required|Choose/.test(message)) return 'Choose a category';
  if (field && message === `${field} is required`) return `Enter ${LABELS[field] ?? field}`;
  return message.replace(/^(\w+)( must| is| may| cannot)/, (_m, name: string, verb: string) => (name === field ? `This${verb}` : `${name}${verb}`));
}
