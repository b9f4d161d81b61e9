/**
 * "How do you want to pay?": the methods as radio buttons, the mobile money number (with the +263 helper) and
 * the currency. Plain form fields, so it works without JavaScript; the number is ignored for cash and card.
 */
import { PhoneField, formStyles } from '~/components/form';
import { layoutStyles } from '~/components/layout';
import { PAY_CHOICES, type PayChoice } from './pay-choice';
import type { PayText } from './pay-text';

export function PayFields({
  text,
  errors,
  withCash = true,
  defaultMethod = withCash ? 'CASH_ON_DELIVERY' : 'ECOCASH',
  numberRequired = false,
}: {
  /** The words in the page's language (PAY_TEXT_KEYS, picked by the loader). */
  text: PayText;
  errors: Record<string, string | undefined>;
  withCash?: boolean;
  defaultMethod?: PayChoice;
  numberRequired?: boolean;
}) {
  const choices = PAY_CHOICES.filter((c) => withCash || c.value !== 'CASH_ON_DELIVERY');
  return (
    <>
      <fieldset className={formStyles.choices}>
        <legend className={formStyles.label}>{text['payment.legend']}</legend>
        {choices.map((c) => (
          <label key={c.value} className={formStyles.choice}>
            <input type="radio" name="paymentMethod" value={c.value} defaultChecked={c.value === defaultMethod} />{' '}
            {'label' in c ? c.label : text[c.text]}
          </label>
        ))}
      </fieldset>
      {errors.paymentMethod ? <p className={formStyles.error}>{errors.paymentMethod}</p> : null}
      <PhoneField
        label={numberRequired ? text['payment.number'] : text['payment.numberIfOther']}
        name="mobileMoneyNo"
        title={text['checkout.phoneTitle']}
        required={false}
        error={errors.mobileMoneyNo}
      />
      <fieldset className={formStyles.choices}>
        <legend className={formStyles.label}>{text['payment.payIn']}</legend>
        <label className={formStyles.choice}>
          <input type="radio" name="currency" value="USD" defaultChecked /> {text['payment.usd']}
        </label>
        <label className={formStyles.choice}>
          <input type="radio" name="currency" value="ZWG" /> {text['payment.zig']}
        </label>
      </fieldset>
      <p className={layoutStyles.muted}>{text['payment.payingNow']}</p>
    </>
  );
}
