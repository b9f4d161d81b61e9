/** How to pay, in the subscribe and the ads top-up forms alike: the method chips and the mobile money number. */
import { PhoneField } from '~/components/form';
import { PAY_METHODS } from './labels';
import * as s from './subscriptions.css';

export function PayMethodFields({ phoneError }: { phoneError?: string }) {
  return (
    <>
      <fieldset className={s.choices}>
        <legend className={s.legend}>Pay with</legend>
        {PAY_METHODS.map(([value, label], i) => (
          <label key={value} className={s.chip}>
            <input type="radio" name="paymentMethod" value={value} defaultChecked={i === 0} />
            {label}
          </label>
        ))}
      </fieldset>
      <PhoneField label="Mobile money number (EcoCash, OneMoney, InnBucks)" name="mobileMoneyNo" required={false} error={phoneError} />
    </>
  );
}
