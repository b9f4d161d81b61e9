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
import { MoneyField, SelectField, TextField, WholeField, type Errors } from './fields';
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
  const rateUnits = values.kind === 'hire_item' ? HIRE_RATE_UNITS : SERVICE_RATE_UNITS;
  return (
    <fieldset className={s.section}>
      <legend className={s.legend}>2. {w.step2}</legend>
      <TextField label={w.city} name="city" value={values.city} error={errors.city} maxLength={60} hint={w.cityHint} />
      {has('propertyType') ? (
        <div className={s.pair}>
          <SelectField
            label={w.propertyType}
            name="propertyType"
            value={values.propertyType}
            error={errors.propertyType}
            options={words(PROPERTY_TYPES)}
            placeholder={w.choose}
          />
          {values.kind === 'real_estate' ? (
            <SelectField
              label={w.saleOrRent}
              name="listingType"
              value={values.listingType}
              error={errors.listingType}
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
            <SelectField
              label={w.rentPer}
              name="rentPeriod"
              value={values.rentPeriod}
              error={errors.rentPeriod}
              options={words(RENT_PERIODS)}
              placeholder={w.notRental}
            />
          ) : null}
          <SuburbField city={values.city} value={values.suburb} error={errors.suburb} w={w} />
          <WholeField label={w.bedrooms} name="bedrooms" value={values.bedrooms} error={errors.bedrooms} max={50} />
          <WholeField label={w.bathrooms} name="bathrooms" value={values.bathrooms} error={errors.bathrooms} max={50} />
          <WholeField label={w.standSize} name="standSizeSqm" value={values.standSizeSqm} error={errors.standSizeSqm} min={1} />
          <SelectField
            label={w.titleType}
            name="titleType"
            value={values.titleType}
            error={errors.titleType}
            options={words(TITLE_TYPES)}
            placeholder={w.notGiven}
          />
        </div>
      ) : null}
      {has('make') ? (
        <div className={s.pair}>
          <VehicleNameFields make={values.make} model={values.model} errors={errors} w={w} />
          <WholeField label={w.year} name="year" value={values.year} error={errors.year} min={1950} max={2100} />
          <WholeField label={w.mileage} name="mileageKm" value={values.mileageKm} error={errors.mileageKm} />
          <SelectField
            label={w.transmission}
            name="transmission"
            value={values.transmission}
            error={errors.transmission}
            options={words(TRANSMISSIONS)}
            placeholder={w.notGiven}
          />
          <SelectField
            label={w.fuel}
            name="fuelType"
            value={values.fuelType}
            error={errors.fuelType}
            options={words(FUEL_TYPES)}
            placeholder={w.notGiven}
          />
        </div>
      ) : null}
      {has('auctionStartCents') ? (
        <div className={s.pair}>
          <MoneyField w={w} label={w.startPrice} name="auctionStartCents" value={values.auctionStartCents} error={errors.auctionStartCents} />
          <MoneyField
            w={w}
            label={w.reserve}
            name="auctionReserveCents"
            value={values.auctionReserveCents}
            error={errors.auctionReserveCents}
            hint={w.reserveHint}
          />
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
          <MoneyField w={w} label={w.rate} name="rateCents" value={values.rateCents} error={errors.rateCents} />
          <SelectField
            label={w.per}
            name="rateUnit"
            value={values.rateUnit}
            error={errors.rateUnit}
            options={words(rateUnits)}
            placeholder={w.choose}
          />
          {has('depositCents') ? (
            <MoneyField w={w} label={w.deposit} name="depositCents" value={values.depositCents} error={errors.depositCents} />
          ) : null}
          {has('serviceArea') ? (
            <TextField label={w.serviceArea} name="serviceArea" value={values.serviceArea} error={errors.serviceArea} hint={w.serviceAreaHint} />
          ) : null}
          {has('callOutFeeCents') ? (
            <MoneyField w={w} label={w.callOutFee} name="callOutFeeCents" value={values.callOutFeeCents} error={errors.callOutFeeCents} />
          ) : null}
        </div>
      ) : null}
      {has('variations') ? <SizesFields values={values} errors={errors} w={w} /> : null}
      {values.kind === 'general' || values.kind === 'food' ? <p className={formStyles.hint}>{w.noDetails}</p> : null}
    </fieldset>
  );
}
