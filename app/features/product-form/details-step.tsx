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
import { MoneyField, SelectField, TextField, WholeField, words, type Errors } from './fields';
import type { FormValues } from './form-values';
import { SizesFields } from './sizes-fields';
import { SuburbField, VehicleNameFields } from './pick-list-fields';
import { kindHas } from './steps';
import * as s from './product-form.css';

export function DetailsStep({ values, errors }: { values: FormValues; errors: Errors }) {
  const has = (f: string) => kindHas(values.kind, f);
  const rateUnits = values.kind === 'hire_item' ? HIRE_RATE_UNITS : SERVICE_RATE_UNITS;
  return (
    <fieldset className={s.section}>
      <legend className={s.legend}>2. Details</legend>
      <TextField
        label="Town or city (optional)"
        name="city"
        value={values.city}
        error={errors.city}
        maxLength={60}
        hint="Leave empty for your business's town."
      />
      {has('propertyType') ? (
        <div className={s.pair}>
          <SelectField
            label="Property type"
            name="propertyType"
            value={values.propertyType}
            error={errors.propertyType}
            options={words(PROPERTY_TYPES)}
            placeholder="Choose"
          />
          {values.kind === 'real_estate' ? (
            <SelectField
              label="For sale or to rent"
              name="listingType"
              value={values.listingType}
              error={errors.listingType}
              options={
                [
                  ['sale', 'For sale'],
                  ['rent', 'To rent'],
                ] satisfies [(typeof LISTING_TYPES)[number], string][]
              }
              placeholder="Choose"
            />
          ) : null}
          {values.kind === 'real_estate' ? (
            <SelectField
              label="Rent is per (rentals only)"
              name="rentPeriod"
              value={values.rentPeriod}
              error={errors.rentPeriod}
              options={words(RENT_PERIODS)}
              placeholder="Not a rental"
            />
          ) : null}
          <SuburbField city={values.city} value={values.suburb} error={errors.suburb} />
          <WholeField label="Bedrooms" name="bedrooms" value={values.bedrooms} error={errors.bedrooms} max={50} />
          <WholeField label="Bathrooms" name="bathrooms" value={values.bathrooms} error={errors.bathrooms} max={50} />
          <WholeField label="Stand or floor size (m²)" name="standSizeSqm" value={values.standSizeSqm} error={errors.standSizeSqm} min={1} />
          <SelectField
            label="Title"
            name="titleType"
            value={values.titleType}
            error={errors.titleType}
            options={words(TITLE_TYPES)}
            placeholder="Not given"
          />
        </div>
      ) : null}
      {has('make') ? (
        <div className={s.pair}>
          <VehicleNameFields make={values.make} model={values.model} errors={errors} />
          <WholeField label="Year" name="year" value={values.year} error={errors.year} min={1950} max={2100} />
          <WholeField label="Mileage (km)" name="mileageKm" value={values.mileageKm} error={errors.mileageKm} />
          <SelectField
            label="Transmission"
            name="transmission"
            value={values.transmission}
            error={errors.transmission}
            options={words(TRANSMISSIONS)}
            placeholder="Not given"
          />
          <SelectField
            label="Fuel"
            name="fuelType"
            value={values.fuelType}
            error={errors.fuelType}
            options={words(FUEL_TYPES)}
            placeholder="Not given"
          />
        </div>
      ) : null}
      {has('auctionStartCents') ? (
        <div className={s.pair}>
          <MoneyField label="Start price" name="auctionStartCents" value={values.auctionStartCents} error={errors.auctionStartCents} />
          <MoneyField
            label="Reserve (optional)"
            name="auctionReserveCents"
            value={values.auctionReserveCents}
            error={errors.auctionReserveCents}
            hint="Buyers never see it, only whether it was met."
          />
          <div className={formStyles.field}>
            <label className={formStyles.label} htmlFor="field-auctionEndsAt">
              Bidding ends (Harare time)
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
          <MoneyField label="Rate" name="rateCents" value={values.rateCents} error={errors.rateCents} />
          <SelectField label="Per" name="rateUnit" value={values.rateUnit} error={errors.rateUnit} options={words(rateUnits)} placeholder="Choose" />
          {has('depositCents') ? (
            <MoneyField label="Refundable deposit (optional)" name="depositCents" value={values.depositCents} error={errors.depositCents} />
          ) : null}
          {has('serviceArea') ? (
            <TextField
              label="Area you serve"
              name="serviceArea"
              value={values.serviceArea}
              error={errors.serviceArea}
              hint="e.g. Harare and Chitungwiza"
            />
          ) : null}
          {has('callOutFeeCents') ? (
            <MoneyField label="Call-out fee (optional)" name="callOutFeeCents" value={values.callOutFeeCents} error={errors.callOutFeeCents} />
          ) : null}
        </div>
      ) : null}
      {has('variations') ? <SizesFields values={values} errors={errors} /> : null}
      {values.kind === 'general' || values.kind === 'food' ? (
        <p className={formStyles.hint}>No other details for this kind: go on to the photos.</p>
      ) : null}
    </fieldset>
  );
}
