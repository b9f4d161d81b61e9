/**
 * "Open now" for a business, in Zimbabwe time (Africa/Harare is UTC+2 all year: no daylight saving), whatever
 * the server's or the phone's own time zone.
 */
export interface OpeningDay {
  day: string;
  open: string;
  close: string;
  closed: boolean;
}

const DAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const HARARE_OFFSET_MINUTES = 120;

const minutes = (hhmm: string) => {
  const m = /^(\d{1,2}):(\d{2})$/.exec(hhmm);
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
};

export interface OpenState {
  open: boolean;
  /** e.g. "Open until 17:00", "Opens tomorrow at 08:00", "Closed today". */
  label: string;
}

/** The labels' words in the page's language (features/stores/stores-text.server.ts openWords); English without. */
export interface OpenWords {
  until: string;
  today: string;
  on: string;
  tomorrow: string;
  closed: string;
  /** Day names by the API's day ("monday"); a day missing here is written as the API names it, capitalised. */
  days: Record<string, string>;
}

const ENGLISH: OpenWords = {
  until: 'Open until {time}',
  today: 'Closed · opens today at {time}',
  on: 'Closed · opens {day} at {time}',
  tomorrow: 'tomorrow',
  closed: 'Closed',
  days: {},
};

export function openState(hours: readonly OpeningDay[], now: Date = new Date(), words: OpenWords = ENGLISH): OpenState | null {
  if (hours.length === 0) return null;
  const local = new Date(now.getTime() + HARARE_OFFSET_MINUTES * 60_000);
  const today = DAYS[local.getUTCDay()];
  const nowMinutes = local.getUTCHours() * 60 + local.getUTCMinutes();
  const byDay = new Map(hours.map((h) => [h.day, h]));
  const todayHours = byDay.get(today);
  const open = todayHours && !todayHours.closed ? minutes(todayHours.open) : null;
  const close = todayHours && !todayHours.closed ? minutes(todayHours.close) : null;
  if (open !== null && close !== null && nowMinutes >= open && nowMinutes < close) {
    return { open: true, label: words.until.replace('{time}', todayHours!.close) };
  }
  if (open !== null && nowMinutes < open) return { open: false, label: words.today.replace('{time}', todayHours!.open) };
  for (let i = 1; i <= 7; i += 1) {
    const day = byDay.get(DAYS[(local.getUTCDay() + i) % 7]);
    if (day && !day.closed && minutes(day.open) !== null) {
      const when = i === 1 ? words.tomorrow : (words.days[day.day] ?? day.day[0].toUpperCase() + day.day.slice(1));
      return { open: false, label: words.on.replace('{day}', when).replace('{time}', day.open) };
    }
  }
  return { open: false, label: words.closed };
}
