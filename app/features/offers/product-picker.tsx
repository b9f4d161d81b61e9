/**
 * For a store answering a buyer request: which of its products it offers (optional). With a product, the buyer
 * can open it and turn the answer into an offer in one click.
 */
import { formStyles } from '~/components/form';
import { formatMoney } from '~/lib/money';

interface PickerBusiness {
  id: string;
  name: string;
  products: { id: string; name: string; price: { amountCents: number; currency: string } }[];
}

export function ProductPicker({ businesses }: { businesses: PickerBusiness[] }) {
  const withProducts = businesses.filter((b) => b.products.length > 0);
  if (withProducts.length === 0) return null;
  const option = (p: PickerBusiness['products'][number]) => (
    <option key={p.id} value={p.id}>
      {p.name} — {formatMoney(p.price.amountCents, p.price.currency)}
    </option>
  );
  return (
    <label className={formStyles.field}>
      <span className={formStyles.label}>Your product (optional)</span>
      <select className={formStyles.input} name="productId" defaultValue="">
        <option value="">No product, just a message</option>
        {withProducts.length === 1
          ? withProducts[0].products.map(option)
          : withProducts.map((b) => (
              <optgroup key={b.id} label={b.name}>
                {b.products.map(option)}
              </optgroup>
            ))}
      </select>
    </label>
  );
}
