/** The inbox's API-written facts in the operator's language (issue 33 §3); English as the API wrote them. */
import { describe, expect, it } from 'vitest';
import { translator } from '~/lib/i18n/translate.server';
import { INBOX_WORDINGS } from '../../../schema/rest/admin-inbox';
import { CONTACT_TOPIC_LABELS } from '../../../schema/rest/contact-topics';
import { inboxFactsIn } from './inbox-facts.server';

const feedback = {
  subject: INBOX_WORDINGS.feedbackKinds[15],
  details: [INBOX_WORDINGS.feature('Search'), INBOX_WORDINGS.rating(4, 'Good')].join(INBOX_WORDINGS.separator),
};
const contact = { subject: CONTACT_TOPIC_LABELS.order, details: INBOX_WORDINGS.phone('+263771234567') };

describe('the inbox’s facts', () => {
  it('read in chiShona, the values kept and the rating’s label in the language', () => {
    const t = translator('sn');
    const said = inboxFactsIn(t, 'feedback', feedback);
    expect(said.subject).toBe('Chiyero chechimwe chinhu chesaiti');
    expect(said.details).toMatch(/^Chinhu chesaiti: Search · Chiyero: 4\/5 \((?!Good)\S+\)$/);
    expect(inboxFactsIn(t, 'contact', contact).details).toBe('Nhare: +263771234567');
    expect(inboxFactsIn(t, 'contact', contact).subject).not.toBe(CONTACT_TOPIC_LABELS.order);
  });

  it('keep English and a custom package request’s own subject as they are', () => {
    expect(inboxFactsIn(translator('en'), 'feedback', feedback)).toEqual(feedback);
    const custom = { subject: 'Custom package request from Tendai', details: '' };
    expect(inboxFactsIn(translator('nd'), 'custom_package', custom)).toBe(custom);
  });
});
