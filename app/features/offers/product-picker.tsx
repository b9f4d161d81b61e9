/**
 * For a store answering a buyer request: which of its products it offers (optional). With a product, the buyer
 * can open it and turn the answer into an offer in one click. Each option carries its business
 * (`businessId:productId`), so a vendor with two stores answers as the store that sells the product.
 */
import { formStyles } from '~/components/form';
import { formatMoney } from '~/lib/money';

interface PickerBusiness {
  id: string;
  name: string;
  products: { id: string; name: string; price: { amountCents: number; currency: string } }[];
}

/** `text`: the label and the empty choice in the page's language; English when a page does not give them. */
export function ProductPicker({ businesses, text }: { businesses: PickerBusiness[]; text?: { label: string; none: string } }) {
  const withProducts = businesses.filter((b) => b.products.length > 0);
  if (withProducts.length === 0) return null;
  const option = (b: PickerBusiness, p: PickerBusiness['products'][number]) => (
    <option key={p.id} value={`${b.id}:${p.id}`}>
      {p.name} — {formatMoney(p.price.amountCents, p.price.currency)}
    </option>
  );
  return (
    <label className={formStyles.field}>
      <span className={formStyles.label}>{text?.label ?? 'Your product (optional; you answer as the store that sells it)'}</span>
      <select className={formStyles.input} name="product" defaultValue="">
        <option value="">{text?.none ?? 'No product, just a message'}</option>
        {withProducts.length === 1
          ? withProducts[0].products.map((p) => option(withProducts[0], p))
          : withProducts.map((b) => (
              <optgroup key={b.id} label={b.name}>
                {b.products.map((p) => option(b, p))}
              </optgroup>
            ))}
      </select>
    </label>
  );
}
