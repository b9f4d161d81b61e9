/**
 * Pick-lists with "other" (issue 31): make and model of a motor vehicle, the suburb of a property.
 *
 * Make and model of a motor vehicle: each is a text field with the common
 * makes or the chosen make's models as suggestions (a datalist: it works without JavaScript, and any other make or
 * model may be typed). With JavaScript the model suggestions follow the make as it is chosen; without, they are the
 * make's when the step is shown again, else every known model. The contract stores known ones in one spelling.
 */
import { useState } from 'react';
import { SuggestField } from '~/components/suggest-field';
import { modelsFor, VEHICLE_MAKES } from '../../../schema/rest/vehicle-models';
import { suburbsFor } from '../../../schema/rest/suburbs';
import type { FormWords } from './product-form-text';

interface Props {
  make: string;
  model: string;
  errors: { make?: string; model?: string };
  w: FormWords;
}

export function VehicleNameFields({ make, model, errors, w }: Props) {
  const [chosenMake, setChosenMake] = useState(make);
  return (
    <>
      <SuggestField
        label={w.make}
        name="make"
        listId="vehicle-makes"
        suggestions={VEHICLE_MAKES}
        defaultValue={make}
        error={errors.make}
        maxLength={50}
        hint={w.makeHint}
        onChange={(event) => setChosenMake(event.currentTarget.value)}
      />
      <SuggestField
        label={w.model}
        name="model"
        listId="vehicle-models"
        suggestions={modelsFor(chosenMake)}
        defaultValue={model}
        error={errors.model}
        maxLength={50}
        hint={w.modelHint}
      />
    </>
  );
}

/** The suburb of a property: the suburbs of its town as suggestions (every listed one before a town is given), or typed. */
export function SuburbField({ city, value, error, w }: { city: string; value: string; error?: string; w: FormWords }) {
  return (
    <SuggestField
      label={w.suburb}
      name="suburb"
      listId="suburbs"
      suggestions={suburbsFor(city)}
      defaultValue={value}
      error={error}
      maxLength={60}
      hint={w.suburbHint}
    />
  );
}
