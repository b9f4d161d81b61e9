/**
 * Pick-lists with "other" (issue 31): make and model of a motor vehicle, the suburb of a property.
 *
 * Make and model of a motor vehicle: each is a text field with the common
 * makes or the chosen make's models as suggestions (a datalist: it works without JavaScript, and any other make or
 * model may be typed). With JavaScript the model suggestions follow the make as it is chosen; without, they are the
 * make's when the step is shown again, else every known model. The contract stores known ones in one spelling.
 */
import { useState } from 'react';
import { Field } from '~/components/form';
import { modelsFor, VEHICLE_MAKES } from '../../../schema/rest/vehicle-models';
import { suburbsFor } from '../../../schema/rest/suburbs';

interface Props {
  make: string;
  model: string;
  errors: { make?: string; model?: string };
}

export function VehicleNameFields({ make, model, errors }: Props) {
  const [chosenMake, setChosenMake] = useState(make);
  return (
    <>
      <Field
        label="Make"
        name="make"
        type="text"
        list="vehicle-makes"
        autoComplete="off"
        defaultValue={make}
        error={errors.make}
        maxLength={50}
        hint="Choose from the list, or type another make."
        onChange={(event) => setChosenMake(event.currentTarget.value)}
      />
      <datalist id="vehicle-makes">
        {VEHICLE_MAKES.map((m) => (
          <option key={m} value={m} />
        ))}
      </datalist>
      <Field
        label="Model"
        name="model"
        type="text"
        list="vehicle-models"
        autoComplete="off"
        defaultValue={model}
        error={errors.model}
        maxLength={50}
        hint="Choose from the list, or type another model."
      />
      <datalist id="vehicle-models">
        {modelsFor(chosenMake).map((m) => (
          <option key={m} value={m} />
        ))}
      </datalist>
    </>
  );
}

/** The suburb of a property: the suburbs of its town as suggestions (every listed one before a town is given), or typed. */
export function SuburbField({ city, value, error }: { city: string; value: string; error?: string }) {
  return (
    <>
      <Field
        label="Suburb (optional)"
        name="suburb"
        type="text"
        list="suburbs"
        autoComplete="off"
        defaultValue={value}
        error={error}
        maxLength={60}
        hint="Choose from the list, or type another suburb."
      />
      <datalist id="suburbs">
        {suburbsFor(city).map((s) => (
          <option key={s} value={s} />
        ))}
      </datalist>
    </>
  );
}
