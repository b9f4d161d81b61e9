/**
 * "Duplicate" on a vendor's product (POST /product/duplicate): the stored product as the input of a new one, so
 * the copy goes through the same rules as any product typed in the form. It is a draft, so nothing shows to
 * buyers until the vendor has changed what differs and published it.
 */
import { PRODUCT_INPUT_FIELDS, productInput, type ProductInput } from '../../schema/rest/product-input';
import { VENDOR_PRODUCT_MESSAGES, type RestVendorProduct } from '../../schema/rest/vendor-products';

const NAME_MAX = 120;

/** "<name> (copy)", shortened so the whole stays within the name's limit. */
export function copyName(name: string): string {
  const suffix = VENDOR_PRODUCT_MESSAGES.copySuffix;
  return `${name.slice(0, NAME_MAX - suffix.length).trimEnd()}${suffix}`;
}

/** The copy's input, or the first rule it breaks (a stored product predating a rule). */
export function copyInput(stored: RestVendorProduct): { input: ProductInput } | { problem: string } {
  const fields = Object.fromEntries(PRODUCT_INPUT_FIELDS.map((field) => [field, (stored as Record<string, unknown>)[field]]));
  const parsed = productInput.safeParse({
    ...fields,
    name: copyName(stored.name),
    status: 'draft',
    // A bare draft is stored with price 0, which the input reads as "not given".
    priceCents: stored.priceCents || null,
    // One SKU per product; an auction's end is the new auction's own.
    sku: null,
    auctionEndsAt: null,
  });
  if (parsed.success) return { input: parsed.data };
  const [issue] = parsed.error.issues;
  return { problem: issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message };
}
