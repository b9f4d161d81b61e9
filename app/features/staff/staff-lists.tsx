/** The owner's view of the staff: members with a role switch and a remove button, and pending invitations. */
import { Form } from '@remix-run/react';
import { button } from '~/components/button.css';
import type { StaffPage_BusinessStaffQuery } from '~/graphql/generated/graphql';
import { formatHarareDateTime } from '~/lib/harare-time';
import { displayPhone, ROLE_HINTS, ROLE_LABELS, STAFF_ROLE_VALUES } from './labels';
import * as s from './staff.css';

type Staff = NonNullable<StaffPage_BusinessStaffQuery['businessStaff']>;

/** The Harare day of an ISO time, as the account pages write it. */
const day = (iso: string) => formatHarareDateTime(iso).split(',')[0];

export function MemberList({ members }: { members: Staff['members'] }) {
  if (members.length === 0) return <p className={s.muted}>No staff members yet. Invite someone below.</p>;
  return (
    <ul className={s.list} aria-label="Staff members">
      {members.map((m) => (
        <li key={m.id} className={s.card} data-testid="staff-member">
          <h3 className={s.name}>{m.displayName}</h3>
          <p className={s.muted}>
            {m.email} · {ROLE_LABELS[m.role]} ({ROLE_HINTS[m.role].toLowerCase()}) · since {day(m.since)}
          </p>
          <div className={s.row}>
            <Form method="post" className={s.inlineForm}>
              <input type="hidden" name="intent" value="role" />
              <input type="hidden" name="memberId" value={m.id} />
              <label htmlFor={`role-${m.id}`}>Role</label>
              <select id={`role-${m.id}`} name="role" defaultValue={m.role} className={s.select}>
                {STAFF_ROLE_VALUES.map((r) => (
                  <option key={r} value={r}>
                    {ROLE_LABELS[r]}
                  </option>
                ))}
              </select>
              <button type="submit" className={button({ tone: 'secondary' })}>
                Change role
              </button>
            </Form>
            <Form method="post" className={s.inlineForm}>
              <input type="hidden" name="intent" value="remove" />
              <input type="hidden" name="memberId" value={m.id} />
              <button type="submit" className={button({ tone: 'secondary' })} aria-label={`Remove ${m.displayName}`}>
                Remove
              </button>
            </Form>
          </div>
        </li>
      ))}
    </ul>
  );
}

export function InvitationList({ invitations }: { invitations: Staff['invitations'] }) {
  if (invitations.length === 0) return null;
  return (
    <section aria-labelledby="pending-heading" className={s.stack}>
      <h2 id="pending-heading" className={s.heading}>
        Pending invitations
      </h2>
      <ul className={s.list}>
        {invitations.map((i) => (
          <li key={i.id} className={s.card} data-testid="staff-invitation">
            <p className={s.name}>{i.email ?? displayPhone(i.phone ?? '')}</p>
            <p className={s.muted}>
              {ROLE_LABELS[i.role]} · invited {day(i.createdAt)}
            </p>
            <Form method="post" className={s.inlineForm}>
              <input type="hidden" name="intent" value="cancel" />
              <input type="hidden" name="invitationId" value={i.id} />
              <button type="submit" className={button({ tone: 'secondary' })}>
                Cancel invitation
              </button>
            </Form>
          </li>
        ))}
      </ul>
    </section>
  );
}
