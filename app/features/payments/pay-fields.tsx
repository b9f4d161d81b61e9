/**
 * "How do you want to pay?": the methods as radio buttons, the mobile money number (with the +263 helper) and
 * the currency. Plain form fields, so it works without JavaScript; the number is ignored for cash and card.
 */
import { PhoneField, formStyles } from '~/components/form';
import { layoutStyles } from '~/components/layout';
import { PAY_CHOICES, type PayChoice } from './pay-choice';

export function PayFields({
  errors,
  withCash = true,
  defaultMethod = withCash ? 'CASH_ON_DELIVERY' : 'ECOCASH',
  numberRequired = false,
}: {
  errors: Record<string, string | undefined>;
  withCash?: boolean;
  defaultMethod?: PayChoice;
  numberRequired?: boolean;
}) {
  const choices = PAY_CHOICES.filter((c) => withCash || c.value !== 'CASH_ON_DELIVERY');
  return (
    <>
      <fieldset className={formStyles.choices}>
        <legend className={formStyles.label}>How do you want to pay?</legend>
        {choices.map((c) => (
          <label key={c.value} className={formStyles.choice}>
            <input type="radio" name="paymentMethod" value={c.value} defaultChecked={c.value === defaultMethod} /> {c.label}
          </label>
        ))}
      </fieldset>
      {errors.paymentMethod ? <p className={formStyles.error}>{errors.paymentMethod}</p> : null}
      <PhoneField
        label={numberRequired ? 'EcoCash, OneMoney or InnBucks number' : 'EcoCash, OneMoney or InnBucks number (if not the phone above)'}
        name="mobileMoneyNo"
        required={false}
        error={errors.mobileMoneyNo}
      />
      <fieldset className={formStyles.choices}>
        <legend className={formStyles.label}>Pay in</legend>
        <label className={formStyles.choice}>
          <input type="radio" name="currency" value="USD" defaultChecked /> US dollars (USD)
        </label>
        <label className={formStyles.choice}>
          <input type="radio" name="currency" value="ZWG" /> ZiG (ZWG, at today&apos;s rate)
        </label>
      </fieldset>
      <p className={layoutStyles.muted}>
        Paying now: you approve the payment on your phone (or on Paynow&apos;s page for a card). Your order is paid once Paynow confirms it.
      </p>
    </>
  );
}
