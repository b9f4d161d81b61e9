/**
 * Prices in USD and ZiG (issue #11): USD first, as every price is stored; ZiG beside it at today's rate,
 * small and muted. Without a rate (or for a non-USD amount) only the USD text shows.
 */
import { formatMoney, formatZig } from '~/lib/money';
import { toZwgCents } from '../../../schema/rest/zwg';
import { useCardText, useZwgRate } from './zwg-rate';
import * as s from './dual-price.css';

interface ZigProps {
  /** The USD amount, cents. */
  usdCents: number;
  /** The amount's currency; ZiG is only derived from USD. */
  currency?: string;
  className?: string;
}

/**
 * "· ZiG 321.60" for a USD amount, or nothing. The dot is decoration: screen readers hear "ZiG 321.60".
 * `stacked`: on its own line under the USD amount (narrow columns such as a cart line's total), without the dot.
 */
export function ZigAmount({ usdCents, currency = 'USD', className, stacked = false }: ZigProps & { stacked?: boolean }) {
  const rateMicros = useZwgRate();
  if (rateMicros === null || currency !== 'USD') return null;
  return (
    <span className={[s.zig, stacked ? s.stacked : null, className].filter(Boolean).join(' ')} data-zig="">
      {/* The space stays outside the hidden dot, so a screen reader hears "$12.00 ZiG 321.60", not "$12.00ZiG". */}
      {stacked ? null : <span aria-hidden="true">·</span>} {formatZig(toZwgCents(usdCents, rateMicros))}
    </span>
  );
}

/** "$12.00 · ZiG 321.60" as one inline unit, for totals in the cart and at checkout. */
export function DualPrice({ usdCents, currency = 'USD', className }: ZigProps) {
  // Written as the page's language writes money ("US$12.00" in sn/nd), like every other price (price.tsx).
  const { lang } = useCardText();
  return (
    <span className={[s.dual, className].filter(Boolean).join(' ')}>
      <span>{formatMoney(usdCents, currency, lang)}</span>
      <ZigAmount usdCents={usdCents} currency={currency} />
    </span>
  );
}

/** "US$1 = ZiG 26.80": the rate the ZiG amounts on the page use, or nothing without one. */
export function ZigRateNote() {
  const rateMicros = useZwgRate();
  if (rateMicros === null) return null;
  return <> · US$1 = {formatZig(toZwgCents(100, rateMicros))}</>;
}
