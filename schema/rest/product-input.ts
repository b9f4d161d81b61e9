/**
 * What a vendor types for one product, of any of the ten kinds (PRODUCT_KINDS) — the body of POST
 * /product/create and PUT /products (schema/rest/vendor-products.ts), the product form's draft, and (helper
 * "catalogue") the shape every row of a bulk CSV upload is checked against: parse a row with `productInput`
 * and report `issues` by their `path[0]`, which is always the field name.
 *
 * One flat object with a rule per kind rather than a union of ten shapes, so that:
 *  - every error's path is the field it is about (the form shows it beside that field; the CSV preview names
 *    the column);
 *  - a draft (status 'draft') may be incomplete: only name, kind and category are needed to save it; the
 *    per-kind required fields (REQUIRED_TO_PUBLISH) are checked when it is published;
 *  - fields that do not belong to the kind (KIND_FIELDS) are dropped (null), so a general product never keeps
 *    a stale `make` from a kind the vendor first picked.
 *
 * Money is USD cents. `priceCents` is the regular price; `salePriceCents`, when given, must be lower and is what
 * buyers pay (stored WooCommerce-style: products.priceCents = sale, regularPriceCents = price, isDeal).
 * Auctions are priced by their start price, hire items and services by their rate when no price is given.
 */
import { z } from 'zod';
import { PRODUCT_KINDS, type ProductKind } from './shared';
import { canonicalMake, canonicalModel } from './vehicle-models';
import { canonicalSuburb } from './suburbs';
import {
  FUEL_TYPES,
  HIRE_RATE_UNITS,
  LISTING_TYPES,
  MAX_PRODUCT_IMAGES,
  MAX_STOCK,
  MAX_VARIATIONS,
  PRODUCT_STATUSES,
  PROPERTY_TYPES,
  RENT_PERIODS,
  SERVICE_RATE_UNITS,
  TITLE_TYPES,
  TRANSMISSIONS,
  cents,
  count,
  id,
  longText,
  oneOf,
  photoUrl,
  sku,
  text,
  futureDate,
} from './product-input-fields';

export * from './product-input-fields';

const optional = <T extends z.ZodTypeAny>(schema: T) => schema.nullish().transform((v) => v ?? null);
/** Text that may be left empty: '' reads as "not given". */
const optionalText = (label: string, max: number) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), optional(text(label, 1, max)));

export const productVariationInput = z.object({
  size: text('size', 1, 20),
  colour: text('colour', 1, 30),
  /** Defaults to the product's price. */
  priceCents: optional(cents('priceCents')),
  stockQuantity: count('stockQuantity', 0, MAX_STOCK),
});
export type ProductVariationInput = z.infer<typeof productVariationInput>;

const fields = z.object({
  kind: oneOf('kind', PRODUCT_KINDS),
  name: text('name', 3, 120),
  /** A leaf product category (the backend checks it is one). */
  categoryId: id('categoryId'),
  shortDescription: longText('shortDescription', 300).default(''),
  description: longText('description', 5000).default(''),
  priceCents: optional(cents('priceCents')),
  salePriceCents: optional(cents('salePriceCents')),
  /** null: stock is not counted (services, most property). */
  stockQuantity: optional(count('stockQuantity', 0, MAX_STOCK)),
  status: oneOf('status', PRODUCT_STATUSES).default('publish'),
  sku: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), optional(sku)),
  /** Where the item is; defaults to the business's city and map location. */
  city: optionalText('city', 60),
  lat: optional(
    z.number({ invalid_type_error: 'lat must be a number' }).min(-90, 'lat must be between -90 and 90').max(90, 'lat must be between -90 and 90'),
  ),
  lng: optional(
    z
      .number({ invalid_type_error: 'lng must be a number' })
      .min(-180, 'lng must be between -180 and 180')
      .max(180, 'lng must be between -180 and 180'),
  ),
  /** Uploaded photo URLs in order; the first is the main photo. */
  images: z
    .array(photoUrl, { invalid_type_error: 'images must be a list of photo URLs' })
    .max(MAX_PRODUCT_IMAGES, `at most ${MAX_PRODUCT_IMAGES} photos`)
    .refine((v) => new Set(v).size === v.length, 'the same photo is listed twice')
    .default([]),
  // Real estate (and auction real estate)
  propertyType: optional(oneOf('propertyType', PROPERTY_TYPES)),
  listingType: optional(oneOf('listingType', LISTING_TYPES)),
  /** What a rental's price is for; only with listingType 'rent'. */
  rentPeriod: optional(oneOf('rentPeriod', RENT_PERIODS)),
  /** The suburb the property is in, from the pick-list of its city or typed (schema/rest/suburbs.ts). */
  suburb: optionalText('suburb', 60),
  bedrooms: optional(count('bedrooms', 0, 50)),
  bathrooms: optional(count('bathrooms', 0, 50)),
  standSizeSqm: optional(count('standSizeSqm', 1, 100_000_000)),
  titleType: optional(oneOf('titleType', TITLE_TYPES)),
  // Motor vehicles
  make: optionalText('make', 50),
  model: optionalText('model', 50),
  year: optional(count('year', 1950, 2100)),
  mileageKm: optional(count('mileageKm', 0, 5_000_000)),
  transmission: optional(oneOf('transmission', TRANSMISSIONS)),
  fuelType: optional(oneOf('fuelType', FUEL_TYPES)),
  // Auctions
  auctionStartCents: optional(cents('auctionStartCents')),
  auctionReserveCents: optional(cents('auctionReserveCents')),
  auctionEndsAt: optional(futureDate('auctionEndsAt')),
  // Hire items and services
  rateCents: optional(cents('rateCents')),
  rateUnit: optional(oneOf('rateUnit', [...new Set([...HIRE_RATE_UNITS, ...SERVICE_RATE_UNITS])] as [string, ...string[]])),
  depositCents: optional(cents('depositCents', 0)),
  serviceArea: optionalText('serviceArea', 120),
  callOutFeeCents: optional(cents('callOutFeeCents', 0)),
  // Clothing and hats
  variations: z
    .array(productVariationInput, { invalid_type_error: 'variations must be a list' })
    .max(MAX_VARIATIONS, `at most ${MAX_VARIATIONS} variations`)
    .default([]),
});

type FieldName = keyof typeof fields.shape;
const COMMON: FieldName[] = [
  'kind',
  'name',
  'categoryId',
  'shortDescription',
  'description',
  'priceCents',
  'salePriceCents',
  'stockQuantity',
  'status',
  'sku',
  'city',
  'lat',
  'lng',
  'images',
];
const REAL_ESTATE: FieldName[] = ['propertyType', 'listingType', 'rentPeriod', 'suburb', 'bedrooms', 'bathrooms', 'standSizeSqm', 'titleType'];
const AUCTION: FieldName[] = ['auctionStartCents', 'auctionReserveCents', 'auctionEndsAt'];

/** The fields each kind keeps beyond the common ones; the rest are stored as null. */
export const KIND_FIELDS: Record<ProductKind, FieldName[]> = {
  general: [],
  food: [],
  real_estate: REAL_ESTATE,
  auction_real_estate: [...REAL_ESTATE, ...AUCTION],
  auction: AUCTION,
  motor_vehicle: ['make', 'model', 'year', 'mileageKm', 'transmission', 'fuelType'],
  hire_item: ['rateCents', 'rateUnit', 'depositCents'],
  trades_services: ['rateCents', 'rateUnit', 'serviceArea', 'callOutFeeCents'],
  clothing: ['variations'],
  hat: ['variations'],
};

/** What a published product of each kind must have (a draft may leave them empty). */
export const REQUIRED_TO_PUBLISH: Record<ProductKind, FieldName[]> = {
  general: ['priceCents'],
  food: ['priceCents'],
  real_estate: ['priceCents', 'propertyType', 'listingType'],
  auction_real_estate: ['propertyType', 'auctionStartCents', 'auctionEndsAt'],
  auction: ['auctionStartCents', 'auctionEndsAt'],
  motor_vehicle: ['priceCents', 'make', 'model', 'year'],
  hire_item: ['rateCents', 'rateUnit'],
  trades_services: ['rateCents', 'rateUnit', 'serviceArea'],
  clothing: ['priceCents', 'variations'],
  hat: ['priceCents', 'variations'],
};

export const RENT_MESSAGE = 'Choose what the rent is for: a month, a week or a day';

const isAuction = (kind: ProductKind) => kind === 'auction' || kind === 'auction_real_estate';
const isEmpty = (v: unknown) => v == null || (Array.isArray(v) && v.length === 0);

/** The price buyers see before any sale: the typed price, else the auction start or the rate; 0 for a bare draft. */
export function basePriceCents(p: Pick<ProductInput, 'kind' | 'priceCents' | 'auctionStartCents' | 'rateCents'>): number {
  if (isAuction(p.kind)) return p.auctionStartCents ?? p.priceCents ?? 0;
  return p.priceCents ?? p.rateCents ?? 0;
}

/** Keeps only the kind's own fields, so switching kinds never leaves stale values behind; fills derived ones. */
function normalise(v: z.output<typeof fields>) {
  const keep = new Set([...COMMON, ...KIND_FIELDS[v.kind]]);
  const out = { ...v };
  for (const key of Object.keys(out) as FieldName[]) {
    if (!keep.has(key)) (out as Record<string, unknown>)[key] = key === 'variations' ? [] : null;
  }
  if (isAuction(out.kind)) out.priceCents = out.auctionStartCents ?? out.priceCents;
  if (out.kind === 'auction_real_estate') out.listingType ??= 'sale';
  // A period belongs to a rental only; a suburb typed in another case reads as the list's.
  if (out.listingType !== 'rent') out.rentPeriod = null;
  if (out.suburb) out.suburb = canonicalSuburb(out.suburb);
  // One spelling per known make and model (the pick-list), so the make filter and its counts group them.
  if (out.make) out.make = canonicalMake(out.make);
  if (out.make && out.model) out.model = canonicalModel(out.make, out.model);
  // Sizes and colours each carry their own stock; the product's stock is their sum.
  if (out.variations?.length > 0) out.stockQuantity = out.variations.reduce((n, x) => n + x.stockQuantity, 0);
  return out;
}

/** The rules between fields, on values that passed their own field's rules. */
function crossFieldIssues(v: Partial<z.output<typeof fields>> & { kind: ProductKind }, issue: (path: FieldName, message: string) => void) {
  if (v.status !== 'draft') {
    for (const field of REQUIRED_TO_PUBLISH[v.kind]) {
      if (isEmpty(v[field])) issue(field, field === 'variations' ? 'Add at least one size and colour' : `${field} is required`);
    }
  }
  if (v.salePriceCents != null) {
    const base = basePriceCents({
      kind: v.kind,
      priceCents: v.priceCents ?? null,
      auctionStartCents: v.auctionStartCents ?? null,
      rateCents: v.rateCents ?? null,
    });
    if (isAuction(v.kind)) issue('salePriceCents', 'An auction has no sale price');
    else if (base > 0 && v.salePriceCents >= base) issue('salePriceCents', 'The sale price must be lower than the price');
  }
  // A rental's price means nothing without its period (issue 31): "$500" a month or a day.
  if (v.status !== 'draft' && v.kind === 'real_estate' && v.listingType === 'rent' && v.rentPeriod == null) {
    issue('rentPeriod', RENT_MESSAGE);
  }
  if (v.auctionReserveCents != null && v.auctionStartCents != null && v.auctionReserveCents < v.auctionStartCents) {
    issue('auctionReserveCents', 'The reserve cannot be lower than the start price');
  }
  const maxYear = new Date().getUTCFullYear() + 1;
  if (v.year != null && v.year > maxYear) issue('year', `year must be at most ${maxYear}`);
  const units: readonly string[] | null = v.kind === 'hire_item' ? HIRE_RATE_UNITS : v.kind === 'trades_services' ? SERVICE_RATE_UNITS : null;
  if (units && v.rateUnit && !units.includes(v.rateUnit)) issue('rateUnit', `rateUnit must be one of: ${units.join(', ')}`);
  const pairs = (v.variations ?? []).map((x) => `${x.size.toLowerCase()}|${x.colour.toLowerCase()}`);
  if (new Set(pairs).size !== pairs.length) issue('variations', 'Each size and colour may be listed once');
}

/**
 * Every problem of an input in one pass (a CSV row's preview and the form list them all, not only the first
 * layer): each field's own rules, then — on the fields that passed — the kind's required fields and the rules
 * between fields. A field keeps only its first message.
 */
function check(raw: unknown, ctx: z.RefinementCtx): ProductInput | typeof z.NEVER {
  const flagged = new Set<string>();
  const issue = (path: (string | number)[], message: string) => {
    const key = path.join('.');
    if (flagged.has(key)) return;
    flagged.add(key);
    ctx.addIssue({ code: z.ZodIssueCode.custom, path, message });
  };
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    issue([], 'Expected the product as an object');
    return z.NEVER;
  }
  const parsed = fields.safeParse(raw);
  if (parsed.success) {
    const v = normalise(parsed.data);
    crossFieldIssues(v, (path, message) => issue([path], message));
    return flagged.size > 0 ? z.NEVER : v;
  }
  for (const e of parsed.error.issues) issue(e.path, e.message);
  const kind = fields.shape.kind.safeParse((raw as { kind?: unknown }).kind);
  if (kind.success) {
    // Check the kind's rules on the fields that are valid by themselves, so every error shows at once.
    const bad = new Set(parsed.error.issues.map((e) => String(e.path[0])));
    const valid: Record<string, unknown> = { kind: kind.data };
    for (const [key, schema] of Object.entries(fields.shape)) {
      if (bad.has(key) || key === 'kind') continue;
      const one = (schema as z.ZodTypeAny).safeParse((raw as Record<string, unknown>)[key]);
      if (one.success) valid[key] = one.data;
    }
    crossFieldIssues(normalise(valid as z.output<typeof fields>), (path, message) => {
      if (!bad.has(path)) issue([path], message);
    });
  }
  return z.NEVER;
}

/**
 * Every problem of an input in one pass (a CSV row's preview and the form list them all, not only the first
 * layer): each field's own rules, then — on the fields that passed — the kind's required fields and the rules
 * between fields. Paths are [field] (or [variations, i, size] inside a variation); a field keeps its first message.
 */
export const productInput = z.custom<z.input<typeof fields>>(() => true).transform(check);

/** The product input plus a call's own fields (bID, id…), all checked in the same pass. */
export function productInputWith<E extends z.ZodRawShape>(extra: E) {
  const own = z.object(extra);
  return z
    .custom<z.input<typeof fields> & z.input<typeof own>>(() => true)
    .transform((raw, ctx) => {
      const e = own.safeParse(raw);
      if (!e.success) for (const x of e.error.issues) ctx.addIssue({ ...x, code: z.ZodIssueCode.custom, message: x.message });
      const p = check(raw, ctx);
      if (!e.success || p === z.NEVER) return z.NEVER;
      return { ...(p as ProductInput), ...e.data } as ProductInput & z.output<typeof own>;
    });
}

/** What a caller sends (numbers in cents; optional fields may be left out). */
export type ProductInputBody = z.input<typeof fields>;
/** After validation: every field present, those of other kinds null. */
export type ProductInput = ReturnType<typeof normalise>;
export type ProductInputField = FieldName;
export const PRODUCT_INPUT_FIELDS = Object.keys(fields.shape) as FieldName[];
