/** Contact and place: phones (+263), e-mail, website, the address and the map pin. */
import { Field, PhoneField, formStyles } from '~/components/form';
import { CITIES } from '~/features/search/cities';
import * as s from './business-settings.css';
import type { SettingsValues } from './settings-values';
import type { SettingsWords } from './settings-text';

type Props = { values: SettingsValues; errors: Record<string, string | undefined>; w: SettingsWords };

export function ContactFields({ values, errors, w }: Props) {
  return (
    <fieldset className={s.section}>
      <legend className={s.legend}>{w['businessSettings.contact']}</legend>
      <div className={s.pair}>
        <PhoneField label={w['businessSettings.phone']} name="phone" required={false} defaultValue={values.phone} error={errors.phone} />
        <PhoneField label={w['businessSettings.whatsApp']} name="whatsApp" required={false} defaultValue={values.whatsApp} error={errors.whatsApp} />
      </div>
      <div className={s.pair}>
        <Field
          label={w['businessSettings.email']}
          name="email"
          type="email"
          maxLength={254}
          autoComplete="email"
          defaultValue={values.email}
          error={errors.email}
        />
        <Field
          label={w['businessSettings.website']}
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

export function AddressFields({ values, errors, w }: Props) {
  return (
    <fieldset className={s.section}>
      <legend className={s.legend}>{w['businessSettings.address']}</legend>
      <div className={s.pair}>
        <Field
          label={w['businessSettings.shop']}
          name="shopAddress"
          maxLength={120}
          placeholder={w['businessSettings.shopPlaceholder']}
          defaultValue={values.shopAddress}
          error={errors.shopAddress}
        />
        <Field
          label={w['businessSettings.street']}
          name="streetAddress"
          maxLength={120}
          autoComplete="address-line1"
          defaultValue={values.streetAddress}
          error={errors.streetAddress}
        />
      </div>
      <div className={s.pair}>
        <Field label={w['businessSettings.suburb']} name="suburb" maxLength={60} defaultValue={values.suburb} error={errors.suburb} />
        <Field
          label={w['businessSettings.city']}
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
        label={w['businessSettings.province']}
        name="province"
        maxLength={60}
        autoComplete="address-level1"
        defaultValue={values.province}
        error={errors.province}
      />
      <h3 className={s.subTitle}>{w['businessSettings.mapLocation']}</h3>
      <div className={s.pair}>
        <Field
          label={w['businessSettings.lat']}
          name="lat"
          inputMode="decimal"
          maxLength={20}
          placeholder="-17.8292"
          defaultValue={values.lat}
          error={errors.lat}
        />
        <Field
          label={w['businessSettings.lng']}
          name="lng"
          inputMode="decimal"
          maxLength={20}
          placeholder="31.0522"
          defaultValue={values.lng}
          error={errors.lng}
        />
      </div>
      <p className={formStyles.hint}>{w['businessSettings.pinHint']}</p>
    </fieldset>
  );
}
