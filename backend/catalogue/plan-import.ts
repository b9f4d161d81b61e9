/**
 * Deciding what each bulk-import row does, before anything is written: read its cells (schema/rest/product-csv),
 * validate it with the product input contract (schema/rest/product-input), then create / update by SKU /
 * over the package limit. Pure, so the preview (dry run) and the import decide exactly alike.
 */
import { columnOfIssue, csvRowToInput, type CategoryLookup, type CellError } from '../../schema/rest/product-csv';
import { productInput, type ProductInput } from '../../schema/rest/product-input';
import { CATALOGUE_MESSAGES, type RestImportRow, type RestImportRowResult } from '../../schema/rest/vendor-catalogue';

export interface PlannedRow {
  result: RestImportRowResult;
  /** Set for rows to write. */
  input: ProductInput | null;
  existingId: number | null;
}

export interface PlanContext {
  lookupCategory: CategoryLookup;
  /** SKU → the business's product that has it. */
  existing: Map<string, { id: number; status: string }>;
  /** How many more products the package lets the vendor publish. */
  publishAllowance: number;
  publishLimit: number;
  /**
   * Where each address of the images column ends up: our own stored photo, or why it cannot be used
   * (backend/catalogue/import-photos.ts). Absent: the addresses are kept as the file gave them.
   */
  photos?: (address: string) => PhotoOutcome;
}

export type PhotoOutcome = { url: string } | { error: string };

/** The row's photos as stored, or one error per photo that cannot be used (column images). */
function resolvePhotos(input: ProductInput, photos: PlanContext['photos']): { input: ProductInput; errors: CellError[] } {
  if (!photos) return { input, errors: [] };
  const errors: CellError[] = [];
  const images = input.images.map((address, i) => {
    const outcome = photos(address);
    if ('error' in outcome) errors.push({ column: 'images', message: `Photo ${i + 1} (${address.slice(0, 100)}): ${outcome.error}` });
    return 'url' in outcome ? outcome.url : address;
  });
  return { input: { ...input, images }, errors };
}

/** Every problem of one row: unreadable cells first, then the contract's rules for the columns still unnamed. */
export function validateRow(values: Record<string, string>, lookupCategory: CategoryLookup): { input: ProductInput | null; errors: CellError[] } {
  const { input, errors } = csvRowToInput(values, lookupCategory);
  const parsed = productInput.safeParse(input);
  if (parsed.success) return { input: errors.length ? null : parsed.data, errors };
  const named = new Set(errors.map((e) => e.column));
  for (const issue of parsed.error.issues) {
    const column = columnOfIssue(issue.path);
    // A cell that could not be read is reported once, not again as "required".
    if (named.has(column)) continue;
    const where =
      issue.path.length > 1
        ? ` (${issue.path
            .slice(1)
            .map((p) => (typeof p === 'number' ? `#${p + 1}` : p))
            .join(' ')})`
        : '';
    errors.push({ column, message: `${issue.message}${where}` });
    named.add(column);
  }
  return { input: null, errors };
}

export function planImport(rows: RestImportRow[], ctx: PlanContext): PlannedRow[] {
  const firstRowOfSku = new Map<string, number>();
  let allowance = ctx.publishAllowance;
  return rows.map(({ row, values }) => {
    const sku = (values.sku ?? '').trim();
    const valid = validateRow(values, ctx.lookupCategory);
    const photos = valid.input ? resolvePhotos(valid.input, ctx.photos) : null;
    const input = photos ? photos.input : valid.input;
    const errors = [...valid.errors, ...(photos?.errors ?? [])];
    const earlier = sku ? firstRowOfSku.get(sku) : undefined;
    if (earlier !== undefined) errors.unshift({ column: 'sku', message: CATALOGUE_MESSAGES.duplicateSku(earlier) });
    else if (sku) firstRowOfSku.set(sku, row);
    const existing = input?.sku ? ctx.existing.get(input.sku) : undefined;
    const base = { row, sku, productId: existing?.id ?? null, existing: Boolean(existing) };
    if (!input || errors.length) return { result: { ...base, outcome: 'invalid', errors }, input: null, existingId: null };
    // Publishing a new product, or a draft, takes one place under the package's limit.
    const takesPlace = input.status === 'publish' && existing?.status !== 'publish';
    if (takesPlace && allowance <= 0) {
      return {
        result: { ...base, outcome: 'over_limit', errors: [{ column: 'status', message: CATALOGUE_MESSAGES.overLimit(ctx.publishLimit) }] },
        input: null,
        existingId: null,
      };
    }
    if (takesPlace) allowance -= 1;
    return { result: { ...base, outcome: existing ? 'updated' : 'created', errors: [] }, input, existingId: existing?.id ?? null };
  });
}
