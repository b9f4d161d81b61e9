/** The facts that matter for each kind of product, as a definition list. */
import type { ProductRoute_ProductQuery } from '~/graphql/generated/graphql';
import { formatHarareDateTime } from '~/lib/harare-time';
import { formatMoney } from '~/lib/money';
import * as s from './product-page.css';

type Product = NonNullable<ProductRoute_ProductQuery['product']>;

const capital = (v: string) => v.charAt(0).toUpperCase() + v.slice(1);

export function specsOf(p: Product): [string, string][] {
  const rows: [string, string | number | null | undefined][] = [];
  if (p.realEstate) {
    const r = p.realEstate;
    rows.push(
      ['Property', r.propertyType && capital(r.propertyType)],
      [
        'Listing',
        r.listingType === 'rent' ? `To rent${r.rentPeriod ? `, per ${r.rentPeriod}` : ''}` : r.listingType === 'sale' ? 'For sale' : r.listingType,
      ],
      ['Suburb', r.suburb],
      ['Bedrooms', r.bedrooms],
      ['Bathrooms', r.bathrooms],
      ['Stand size', r.standSizeSqm ? `${r.standSizeSqm.toLocaleString('en-US')} m²` : null],
    );
  }
  if (p.vehicle) {
    const v = p.vehicle;
    rows.push(
      ['Make', v.make],
      ['Model', v.model],
      ['Year', v.year],
      ['Mileage', v.mileageKm != null ? `${v.mileageKm.toLocaleString('en-US')} km` : null],
      ['Transmission', v.transmission && capital(v.transmission)],
      ['Fuel', v.fuelType && capital(v.fuelType)],
    );
  }
  // A rental's rate is its rent, already said under Listing.
  if (p.rate && !p.realEstate) rows.push(['Rate', `${formatMoney(p.rate.amount.amountCents, p.rate.amount.currency)} per ${p.rate.unit}`]);
  if (p.serviceArea) rows.push(['Service area', p.serviceArea]);
  if (p.auction) {
    rows.push(
      ['Starting bid', formatMoney(p.auction.startingBid.amountCents, p.auction.startingBid.currency)],
      ['Auction ends', formatHarareDateTime(p.auction.endsAt)],
    );
  }
  for (const a of p.attributes) rows.push([a.name, a.value]);
  if (p.stockQuantity != null) rows.push(['In stock', p.stockQuantity > 0 ? String(p.stockQuantity) : 'Out of stock']);
  rows.push(['Location', p.city]);
  return rows.filter((r): r is [string, string | number] => r[1] !== null && r[1] !== undefined && r[1] !== '').map(([k, v]) => [k, String(v)]);
}

export function ProductSpecs({ product }: { product: Product }) {
  return (
    <dl className={s.specs}>
      {specsOf(product).map(([term, value]) => (
        <div key={term} className={s.specRow}>
          <dt className={s.specTerm}>{term}</dt>
          <dd className={s.specValue}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
