/** How to pay, in the subscribe and the ads top-up forms alike: the method chips and the mobile money number. */
import { PhoneField } from '~/components/form';
import { PAY_METHODS } from './labels';
import * as s from './subscriptions.css';

/** `w`: the words in the page's language (the card choice's label replaces the English one). */
export function PayMethodFields({ phoneError, w }: { phoneError?: string; w: { payWith: string; payWeb: string; number: string } }) {
  return (
    <>
      <fieldset className={s.choices}>
        <legend className={s.legend}>{w.payWith}</legend>
        {PAY_METHODS.map(([value, label], i) => (
          <label key={value} className={s.chip}>
            <input type="radio" name="paymentMethod" value={value} defaultChecked={i === 0} />
            {value === 'WEB' ? w.payWeb : label}
          </label>
        ))}
      </fieldset>
      <PhoneField label={w.number} name="mobileMoneyNo" required={false} error={phoneError} />
    </>
  );
}
