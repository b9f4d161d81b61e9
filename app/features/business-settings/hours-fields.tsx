/**
 * Opening hours, one row a day: opening and closing time and a "Closed" box. The defaults (spec §5) come from
 * the API with a new business's draft; a day not decided yet (Friday to Sunday of a new store) shows Closed.
 * "Copy Monday to all weekdays" posts the form back with Tuesday to Friday filled in, saving nothing.
 */
import { button } from '~/components/button.css';
import { formStyles } from '~/components/form';
import * as s from './business-settings.css';
import { COPY_MONDAY, hoursField, type SettingsValues } from './settings-values';
import { dayName, type SettingsWords } from './settings-text';
import { fill } from '~/lib/i18n/fill';

type Props = { values: SettingsValues; errors: Record<string, string | undefined>; w: SettingsWords };

export function HoursFields({ values, errors, w }: Props) {
  const dayErrors = values.hours.map((d) => errors[hoursField('open', d.day)] ?? errors[hoursField('close', d.day)]).filter(Boolean);
  return (
    <fieldset className={s.section}>
      <legend className={s.legend}>{w['businessSettings.hours']}</legend>
      <table className={s.hoursTable}>
        <thead>
          <tr>
            <th className={s.dayHead} scope="col">
              {w['businessSettings.day']}
            </th>
            <th className={s.hoursHead} scope="col">
              {w['businessSettings.opens']}
            </th>
            <th className={s.hoursHead} scope="col">
              {w['businessSettings.closes']}
            </th>
            <th className={s.hoursHead} scope="col">
              {w['businessSettings.closed']}
            </th>
          </tr>
        </thead>
        <tbody>
          {values.hours.map((d) => {
            const open = hoursField('open', d.day);
            const close = hoursField('close', d.day);
            return (
              <tr key={d.day}>
                <th scope="row" className={s.dayName}>
                  {dayName(w, d.day)}
                </th>
                <td className={s.hoursCell}>
                  <input
                    className={s.time}
                    type="time"
                    name={open}
                    aria-label={fill(w['businessSettings.dayOpens'], { day: dayName(w, d.day) })}
                    defaultValue={d.open}
                    aria-invalid={errors[open] ? true : undefined}
                  />
                </td>
                <td className={s.hoursCell}>
                  <input
                    className={s.time}
                    type="time"
                    name={close}
                    aria-label={fill(w['businessSettings.dayCloses'], { day: dayName(w, d.day) })}
                    defaultValue={d.close}
                    aria-invalid={errors[close] ? true : undefined}
                  />
                </td>
                <td className={s.hoursCell}>
                  <label className={s.closedLabel}>
                    <input
                      className={s.closedBox}
                      type="checkbox"
                      name={hoursField('closed', d.day)}
                      aria-label={fill(w['businessSettings.closedOn'], { day: dayName(w, d.day) })}
                      defaultChecked={d.closed}
                    />
                    <span className={s.closedText} aria-hidden="true">
                      {w['businessSettings.closed']}
                    </span>
                  </label>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <button className={`${button({ tone: 'secondary' })} ${s.copyDays}`} type="submit" name="intent" value={COPY_MONDAY} formNoValidate>
        {w['businessSettings.copyMonday']}
      </button>
      {[errors.hours, ...dayErrors].filter(Boolean).map((message) => (
        <p key={message} className={formStyles.error}>
          {message}
        </p>
      ))}
    </fieldset>
  );
}
