/**
 * The booking page's words (`/product/{slug}/book`), finished on the server in the page's language
 * (booking-page-text.server.ts): days, money and counts included, so the pickers only show strings.
 */
export interface PickerText {
  note: string;
  /** Each day's chip label ('Tue 1 Dec'), by 'YYYY-MM-DD'. */
  days: Record<string, string>;
}

export interface ServicePickerText extends PickerText {
  chooseDay: string;
  step1: string;
  closed: string;
  /** "3 free", by day. */
  free: Record<string, string>;
  /** "2. Choose a time on …" for the chosen day. */
  step2: string;
  closedThatDay: string;
  open: string;
  noTimes: string;
  taken: string;
  requestTime: string;
}

export interface HirePickerText extends PickerText {
  availability: string;
  /** "Every day … is free." or "Days already booked are struck through." */
  lead: string;
  booked: string;
  limits: string;
  chooseDays: string;
  firstDay: string;
  lastDay: string;
  seePrice: string;
  clash: string;
  bookDays: string;
  /** The quote's rows, when there is a quote. */
  quote: {
    days: string;
    daysValue: string;
    hire: string;
    hireValue: string;
    deposit: string;
    depositValue: string;
    total: string;
    totalValue: string;
  } | null;
}

export interface BookingPageText {
  title: string;
  back: string;
  figures: [term: string, value: string][];
  notice: string;
  service: ServicePickerText | null;
  hire: HirePickerText | null;
}
