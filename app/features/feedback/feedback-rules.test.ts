/** The feedback overlays' rules (spec §4, §9), each test named after its rule. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  FEEDBACK_RESET_MS,
  NOTICE_CLOSE_MS,
  NOTICE_TOP_PX,
  RATING_CLOSE_MS,
  closeNoticeBar,
  mayPromptFeature,
  nextFeaturePrompt,
  noticeVisibleAt,
  scheduleFormReset,
  scheduleRatingClose,
} from './feedback-rules';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('support feedback form: the success message resets the form after 3 s', () => {
  it('resets at 3000 ms, not before', () => {
    expect(FEEDBACK_RESET_MS).toBe(3000);
    const reset = vi.fn();
    scheduleFormReset(reset);
    vi.advanceTimersByTime(2999);
    expect(reset).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reset).toHaveBeenCalledTimes(1);
  });

  it('does not reset once cancelled (the panel went away)', () => {
    const reset = vi.fn();
    scheduleFormReset(reset)();
    vi.advanceTimersByTime(5000);
    expect(reset).not.toHaveBeenCalled();
  });
});

describe('rating popover: thank-you, then it closes 2 s after submit', () => {
  it('closes at 2000 ms, not before', () => {
    expect(RATING_CLOSE_MS).toBe(2000);
    const close = vi.fn();
    scheduleRatingClose(close);
    vi.advanceTimersByTime(1999);
    expect(close).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(close).toHaveBeenCalledTimes(1);
  });
});

describe('notice bar: shown only while scrolled within 10 px of the top', () => {
  it('shows at 0 to 10 px and hides beyond 10 px', () => {
    expect(NOTICE_TOP_PX).toBe(10);
    expect(noticeVisibleAt(0)).toBe(true);
    expect(noticeVisibleAt(10)).toBe(true);
    expect(noticeVisibleAt(10.5)).toBe(false);
    expect(noticeVisibleAt(11)).toBe(false);
    expect(noticeVisibleAt(600)).toBe(false);
  });
});

describe('notice bar: closing animates for 400 ms', () => {
  it('starts the animation at once and removes (and remembers) the bar when 400 ms have passed', () => {
    expect(NOTICE_CLOSE_MS).toBe(400);
    const start = vi.fn();
    const finish = vi.fn();
    closeNoticeBar(start, finish);
    expect(start).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(399);
    expect(finish).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(finish).toHaveBeenCalledTimes(1);
  });
});

describe('feature feedback: prompted per feature at most once every 2 months (stored locally)', () => {
  const at = (iso: string) => new Date(iso);

  it('prompts a feature never prompted before', () => {
    expect(mayPromptFeature(null, at('2026-11-24T10:00:00Z'))).toBe(true);
  });

  it('does not prompt again within 2 months, and prompts again from 2 months on', () => {
    const last = '2026-09-24T10:00:00.000Z';
    expect(mayPromptFeature(last, at('2026-09-25T10:00:00Z'))).toBe(false);
    expect(mayPromptFeature(last, at('2026-11-24T09:59:59Z'))).toBe(false);
    expect(mayPromptFeature(last, at('2026-11-24T10:00:00Z'))).toBe(true);
  });

  it('counts calendar months: 31 December + 2 months is the end of February', () => {
    expect(nextFeaturePrompt(at('2026-12-31T08:00:00Z')).toISOString()).toBe('2027-02-28T08:00:00.000Z');
    expect(nextFeaturePrompt(at('2027-12-31T08:00:00Z')).toISOString()).toBe('2028-02-29T08:00:00.000Z');
  });

  it('is not silenced for ever by an unreadable or future stored time', () => {
    expect(mayPromptFeature('not a date', at('2026-11-24T10:00:00Z'))).toBe(true);
    expect(mayPromptFeature('2030-01-01T00:00:00Z', at('2026-11-24T10:00:00Z'))).toBe(true);
  });
});
