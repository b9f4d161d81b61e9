/**
 * The bulk-upload CSV (POST /products/bulk-import): its columns are the product input fields
 * (schema/rest/product-input.ts) flattened under names a spreadsheet user reads, money in dollars as people
 * type it ("12.50"), photos as URLs separated by '|', clothing and hat sizes as `size:colour:stock[:price]`
 * separated by '|'. `csvRowToInput` turns one row into a product input body and reports cells it cannot read;
 * `columnOfIssue` names the CSV column of a product-input error, so the preview says "row 7, price: …".
 */
import { dollarsToCents, type ProductInputBody, type ProductInputField } from './product-input';

/** Column → the product input field it fills. Order is the template's column order. */
export const CSV_COLUMNS = {
  sku: 'sku',
  kind: 'kind',
  name: 'name',
  category: 'categoryId',
  status: 'status',
  price: 'priceCents',
  sale_price: 'salePriceCents',
  stock: 'stockQuantity',
  city: 'city',
  short_description: 'shortDescription',
  description: 'description',
  images: 'images',
  property_type: 'propertyType',
  listing_type: 'listingType',
  rent_period: 'rentPeriod',
  suburb: 'suburb',
  bedrooms: 'bedrooms',
  bathrooms: 'bathrooms',
  stand_size_sqm: 'standSizeSqm',
  title_type: 'titleType',
  make: 'make',
  model: 'model',
  year: 'year',
  mileage_km: 'mileageKm',
  transmission: 'transmission',
  fuel_type: 'fuelType',
  auction_start_price: 'auctionStartCents',
  auction_reserve_price: 'auctionReserveCents',
  auction_ends_at: 'auctionEndsAt',
  rate: 'rateCents',
  rate_unit: 'rateUnit',
  deposit: 'depositCents',
  service_area: 'serviceArea',
  call_out_fee: 'callOutFeeCents',
  variations: 'variations',
  lat: 'lat',
  lng: 'lng',
} as const satisfies Record<string, ProductInputField>;

export type CsvColumn = keyof typeof CSV_COLUMNS;
export const CSV_HEADER = Object.keys(CSV_COLUMNS) as CsvColumn[];

const MONEY_COLUMNS = new Set<CsvColumn>(['price', 'sale_price', 'auction_start_price', 'auction_reserve_price', 'rate', 'deposit', 'call_out_fee']);
const INT_COLUMNS = new Set<CsvColumn>(['stock', 'bedrooms', 'bathrooms', 'stand_size_sqm', 'year', 'mileage_km']);
const DECIMAL_COLUMNS = new Set<CsvColumn>(['lat', 'lng']);
/** Enumerated values are matched case-insensitively: "Automatic" and "automatic" are the same choice. */
const LOWER_COLUMNS = new Set<CsvColumn>([
  'kind',
  'status',
  'property_type',
  'listing_type',
  'rent_period',
  'title_type',
  'transmission',
  'fuel_type',
  'rate_unit',
]);

const FIELD_TO_COLUMN = new Map<string, CsvColumn>(CSV_HEADER.map((c) => [CSV_COLUMNS[c], c]));

/** The CSV column a product-input issue is about (its path's first element is the field). */
export function columnOfIssue(path: readonly (string | number)[]): string {
  const field = String(path[0] ?? '');
  return FIELD_TO_COLUMN.get(field) ?? (field || 'row');
}

export interface CellError {
  column: string;
  message: string;
}

/** What resolving a category cell gives: its id, or why it cannot be used. */
export type CategoryLookup = (value: string) => { id: number } | { error: string };

/** `S:Navy:10` or `S:Navy:10:12.50` → a variation; price defaults to the product's. */
function parseVariations(cell: string, errors: CellError[]) {
  const out: { size: string; colour: string; stockQuantity: number; priceCents: number | null }[] = [];
  for (const part of cell
    .split('|')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const [size = '', colour = '', stock = '', price] = part.split(':').map((p) => p.trim());
    const stockQuantity = /^\d{1,7}$/.test(stock) ? Number(stock) : NaN;
    const priceCents = price === undefined || price === '' ? null : dollarsToCents(price);
    if (!size || !colour || Number.isNaN(stockQuantity) || priceCents === undefined || (price && priceCents === null)) {
      errors.push({ column: 'variations', message: `"${part.slice(0, 40)}" must be size:colour:stock or size:colour:stock:price, e.g. M:Navy:10` });
      continue;
    }
    out.push({ size, colour, stockQuantity, priceCents });
  }
  return out;
}

/**
 * One CSV row (cells by column name; unknown columns are ignored, empty cells mean "not given") → the product
 * input body to validate with `productInput`, and the cells that could not be read as their type.
 */
export function csvRowToInput(values: Record<string, string>, lookupCategory: CategoryLookup): { input: ProductInputBody; errors: CellError[] } {
  const errors: CellError[] = [];
  const input: Record<string, unknown> = {};
  for (const column of CSV_HEADER) {
    const raw = (values[column] ?? '').trim();
    if (raw === '') continue;
    const field = CSV_COLUMNS[column];
    if (column === 'category') {
      const found = lookupCategory(raw);
      if ('error' in found) errors.push({ column, message: found.error });
      else input[field] = found.id;
    } else if (MONEY_COLUMNS.has(column)) {
      const cents = dollarsToCents(raw);
      if (cents === null) errors.push({ column, message: `${column} must be an amount in US dollars, like 12.50` });
      else input[field] = cents;
    } else if (INT_COLUMNS.has(column)) {
      const n = raw.replace(/[\s,](?=\d{3}\b)/g, '');
      if (!/^-?\d{1,12}$/.test(n)) errors.push({ column, message: `${column} must be a whole number` });
      else input[field] = Number(n);
    } else if (DECIMAL_COLUMNS.has(column)) {
      if (!/^-?\d{1,3}(\.\d{1,10})?$/.test(raw)) errors.push({ column, message: `${column} must be a decimal number of degrees` });
      else input[field] = Number(raw);
    } else if (column === 'images') {
      input[field] = raw
        .split('|')
        .map((u) => u.trim())
        .filter(Boolean);
    } else if (column === 'variations') {
      input[field] = parseVariations(raw, errors);
    } else {
      input[field] = LOWER_COLUMNS.has(column) ? raw.toLowerCase() : raw;
    }
  }
  // Required in a file: the SKU is how a re-upload finds the product it made the first time.
  if (!input.sku) errors.push({ column: 'sku', message: 'sku is required: a re-upload uses it to update the same product' });
  return { input: input as ProductInputBody, errors };
}

/** The template's example rows: several kinds, every column of each kind filled as a vendor would. */
export const CSV_TEMPLATE_ROWS: Partial<Record<CsvColumn, string>>[] = [
  {
    sku: 'TSHIRT-001',
    kind: 'clothing',
    name: 'Cotton T-shirt, crew neck',
    category: 'mens-clothing',
    status: 'publish',
    price: '12.50',
    sale_price: '9.99',
    city: 'Harare',
    short_description: 'Soft 100% cotton, made in Zimbabwe',
    description: 'Pre-shrunk cotton T-shirt.\nMachine wash cold.',
    images: 'https://example.com/photos/tshirt-front.jpg|https://example.com/photos/tshirt-back.jpg',
    variations: 'M:Navy:10|L:Navy:6|XL:Black:4:13.50',
  },
  {
    sku: 'CAR-2017-AXIO',
    kind: 'motor_vehicle',
    name: 'Toyota Axio 2017, 1.5 petrol',
    category: 'Cars',
    status: 'draft',
    price: '9,800',
    stock: '1',
    city: 'Bulawayo',
    description: 'One owner, full service history, "as new" interior.',
    make: 'Toyota',
    model: 'Axio',
    year: '2017',
    mileage_km: '84000',
    transmission: 'automatic',
    fuel_type: 'petrol',
  },
];
