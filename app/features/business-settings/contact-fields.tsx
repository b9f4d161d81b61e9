/** Contact and place: phones (+263), e-mail, website, the address and the map pin. */
import { Field, PhoneField, formStyles } from '~/components/form';
import { CITIES } from '~/features/search/cities';
import * as s from './business-settings.css';
import type { SettingsValues } from './settings-values';

type Props = { values: SettingsValues; errors: Record<string, string | undefined> };

export function ContactFields({ values, errors }: Props) {
  return (
    <fieldset className={s.section}>
      <legend className={s.legend}>Contact</legend>
      <div className={s.pair}>
        <PhoneField label="Phone (optional)" name="phone" required={false} defaultValue={values.phone} error={errors.phone} />
        <PhoneField label="WhatsApp (optional)" name="whatsApp" required={false} defaultValue={values.whatsApp} error={errors.whatsApp} />
      </div>
      <div className={s.pair}>
        <Field
          label="E-mail (optional)"
          name="email"
          type="email"
          maxLength={254}
          autoComplete="email"
          defaultValue={values.email}
          error={errors.email}
        />
        <Field
          label="Website (optional)"
          name="website"
          inputMode="url"
          maxLength={200}
          placeholder="yourshop.co.zw"
          defaultValue={values.website}
          error={errors.website}
        />
      </div>
    </fieldset>
  );
}

export function AddressFields({ values, errors }: Props) {
  return (
    <fieldset className={s.section}>
      <legend className={s.legend}>Address and map</legend>
      <div className={s.pair}>
        <Field
          label="Shop (optional)"
          name="shopAddress"
          maxLength={120}
          placeholder="Shop 4, Avondale Shopping Centre"
          defaultValue={values.shopAddress}
          error={errors.shopAddress}
        />
        <Field
          label="Street address (optional)"
          name="streetAddress"
          maxLength={120}
          autoComplete="address-line1"
          defaultValue={values.streetAddress}
          error={errors.streetAddress}
        />
      </div>
      <div className={s.pair}>
        <Field label="Suburb (optional)" name="suburb" maxLength={60} defaultValue={values.suburb} error={errors.suburb} />
        <Field
          label="City or town"
          name="city"
          required
          maxLength={60}
          list="business-cities"
          autoComplete="address-level2"
          defaultValue={values.city}
          error={errors.city}
        />
      </div>
      <datalist id="business-cities">
        {CITIES.map((c) => (
          <option key={c.slug} value={c.name} />
        ))}
      </datalist>
      <Field
        label="Province (optional for the cities in the list)"
        name="province"
        maxLength={60}
        autoComplete="address-level1"
        defaultValue={values.province}
        error={errors.province}
      />
      <h3 className={s.subTitle}>Map location</h3>
      <div className={s.pair}>
        <Field
          label="Latitude (optional)"
          name="lat"
          inputMode="decimal"
          maxLength={20}
          placeholder="-17.8292"
          defaultValue={values.lat}
          error={errors.lat}
        />
        <Field
          label="Longitude (optional)"
          name="lng"
          inputMode="decimal"
          maxLength={20}
          placeholder="31.0522"
          defaultValue={values.lng}
          error={errors.lng}
        />
      </div>
      <p className={formStyles.hint}>Left empty, the pin goes to the centre of your city; you can move it here at any time.</p>
    </fieldset>
  );
}
