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

export function openState(hours: readonly OpeningDay[], now: Date = new Date()): OpenState | null {
  if (hours.length === 0) return null;
  const local = new Date(now.getTime() + HARARE_OFFSET_MINUTES * 60_000);
  const today = DAYS[local.getUTCDay()];
  const nowMinutes = local.getUTCHours() * 60 + local.getUTCMinutes();
  const byDay = new Map(hours.map((h) => [h.day, h]));
  const todayHours = byDay.get(today);
  const open = todayHours && !todayHours.closed ? minutes(todayHours.open) : null;
  const close = todayHours && !todayHours.closed ? minutes(todayHours.close) : null;
  if (open !== null && close !== null && nowMinutes >= open && nowMinutes < close) {
    return { open: true, label: `Open until ${todayHours!.close}` };
  }
  if (open !== null && nowMinutes < open) return { open: false, label: `Closed · opens today at ${todayHours!.open}` };
  for (let i = 1; i <= 7; i += 1) {
    const day = byDay.get(DAYS[(local.getUTCDay() + i) % 7]);
    if (day && !day.closed && minutes(day.open) !== null) {
      const when = i === 1 ? 'tomorrow' : day.day[0].toUpperCase() + day.day.slice(1);
      return { open: false, label: `Closed · opens ${when} at ${day.open}` };
    }
  }
  return { open: false, label: 'Closed' };
}
