import { formatMoney } from '~/lib/money';
import { ZigAmount } from '~/features/money/dual-price';
import { useCardText } from '~/features/money/zwg-rate';
import * as s from './price.css';

interface MoneyValue {
  amountCents: number;
  currency: string;
}

interface Props {
  price: MoneyValue;
  regularPrice?: MoneyValue | null;
  /** "day", "hour", "job"… for hire items and services. */
  per?: string | null;
  className?: string;
}

export function Price({ price, regularPrice, per, className }: Props) {
  const { lang, card } = useCardText();
  return (
    <p className={[s.price, className].filter(Boolean).join(' ')}>
      <span className={s.current}>{formatMoney(price.amountCents, price.currency, lang)}</span>
      {per ? <span className={s.unit}>{card.per[per] ?? per}</span> : null}
      <ZigAmount usdCents={price.amountCents} currency={price.currency} />
      {regularPrice && regularPrice.amountCents > price.amountCents ? (
        <del className={s.was}>
          <span className="visually-hidden">{card.was}</span>
          {formatMoney(regularPrice.amountCents, regularPrice.currency, lang)}
        </del>
      ) : null}
    </p>
  );
}
