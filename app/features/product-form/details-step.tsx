/** Step 2: where it is and the details a buyer of this kind expects (the fields search filters by). */
import {
  FUEL_TYPES,
  HIRE_RATE_UNITS,
  type LISTING_TYPES,
  PROPERTY_TYPES,
  RENT_PERIODS,
  SERVICE_RATE_UNITS,
  TITLE_TYPES,
  TRANSMISSIONS,
} from '../../../schema/rest/product-input';
import { formStyles } from '~/components/form';
import { fieldBinder, MoneyField, SelectField, TextField, WholeField, type Errors } from './fields';
import type { FormValues } from './form-values';
import { choiceOptions, type ProductFormText } from './product-form-text';
import { SizesFields } from './sizes-fields';
import { SuburbField, VehicleNameFields } from './pick-list-fields';
import { kindHas } from './steps';
import * as s from './product-form.css';

export function DetailsStep({ values, errors, text }: { values: FormValues; errors: Errors; text: ProductFormText }) {
  const { w } = text;
  const words = (list: readonly string[]) => choiceOptions(list, text.choices);
  const has = (f: string) => kindHas(values.kind, f);
  const bind = fieldBinder(values, errors);
  const rateUnits = values.kind === 'hire_item' ? HIRE_RATE_UNITS : SERVICE_RATE_UNITS;
  return (
    <fieldset className={s.section}>
      <legend className={s.legend}>2. {w.step2}</legend>
      <TextField label={w.city} {...bind('city')} maxLength={60} hint={w.cityHint} />
      {has('propertyType') ? (
        <div className={s.pair}>
          <SelectField label={w.propertyType} {...bind('propertyType')} options={words(PROPERTY_TYPES)} placeholder={w.choose} />
          {values.kind === 'real_estate' ? (
            <SelectField
              label={w.saleOrRent}
              {...bind('listingType')}
              options={
                [
                  ['sale', w.forSale],
                  ['rent', w.toRent],
                ] satisfies [(typeof LISTING_TYPES)[number], string][]
              }
              placeholder={w.choose}
            />
          ) : null}
          {values.kind === 'real_estate' ? (
            <SelectField label={w.rentPer} {...bind('rentPeriod')} options={words(RENT_PERIODS)} placeholder={w.notRental} />
          ) : null}
          <SuburbField city={values.city} value={values.suburb} error={errors.suburb} w={w} />
          <WholeField label={w.bedrooms} {...bind('bedrooms')} max={50} />
          <WholeField label={w.bathrooms} {...bind('bathrooms')} max={50} />
          <WholeField label={w.standSize} {...bind('standSizeSqm')} min={1} />
          <SelectField label={w.titleType} {...bind('titleType')} options={words(TITLE_TYPES)} placeholder={w.notGiven} />
        </div>
      ) : null}
      {has('make') ? (
        <div className={s.pair}>
          <VehicleNameFields make={values.make} model={values.model} errors={errors} w={w} />
          <WholeField label={w.year} {...bind('year')} min={1950} max={2100} />
          <WholeField label={w.mileage} {...bind('mileageKm')} />
          <SelectField label={w.transmission} {...bind('transmission')} options={words(TRANSMISSIONS)} placeholder={w.notGiven} />
          <SelectField label={w.fuel} {...bind('fuelType')} options={words(FUEL_TYPES)} placeholder={w.notGiven} />
        </div>
      ) : null}
      {has('auctionStartCents') ? (
        <div className={s.pair}>
          <MoneyField w={w} label={w.startPrice} {...bind('auctionStartCents')} />
          <MoneyField w={w} label={w.reserve} {...bind('auctionReserveCents')} hint={w.reserveHint} />
          <div className={formStyles.field}>
            <label className={formStyles.label} htmlFor="field-auctionEndsAt">
              {w.biddingEnds}
            </label>
            <input
              className={s.control}
              id="field-auctionEndsAt"
              name="auctionEndsAt"
              type="datetime-local"
              defaultValue={values.auctionEndsAt}
              aria-invalid={errors.auctionEndsAt ? true : undefined}
              aria-describedby={errors.auctionEndsAt ? 'field-auctionEndsAt-error' : undefined}
            />
            {errors.auctionEndsAt ? (
              <p className={formStyles.error} id="field-auctionEndsAt-error">
                {errors.auctionEndsAt}
              </p>
            ) : null}
          </div>
        </div>
      ) : null}
      {has('rateCents') ? (
        <div className={s.pair}>
          <MoneyField w={w} label={w.rate} {...bind('rateCents')} />
          <SelectField label={w.per} {...bind('rateUnit')} options={words(rateUnits)} placeholder={w.choose} />
          {has('depositCents') ? <MoneyField w={w} label={w.deposit} {...bind('depositCents')} /> : null}
          {has('serviceArea') ? <TextField label={w.serviceArea} {...bind('serviceArea')} hint={w.serviceAreaHint} /> : null}
          {has('callOutFeeCents') ? <MoneyField w={w} label={w.callOutFee} {...bind('callOutFeeCents')} /> : null}
        </div>
      ) : null}
      {has('variations') ? <SizesFields values={values} errors={errors} w={w} /> : null}
      {values.kind === 'general' || values.kind === 'food' ? <p className={formStyles.hint}>{w.noDetails}</p> : null}
    </fieldset>
  );
}
