/** The owner's view of the staff: members with a role switch and a remove button, and pending invitations. */
import { Form } from '@remix-run/react';
import { button } from '~/components/button.css';
import type { StaffPage_BusinessStaffQuery } from '~/graphql/generated/graphql';
import { displayPhone, STAFF_ROLE_VALUES } from './labels';
import type { StaffText } from './staff-text.server';
import * as s from './staff.css';

type Staff = NonNullable<StaffPage_BusinessStaffQuery['businessStaff']>;

export function MemberList({ members, w }: { members: Staff['members']; w: StaffText }) {
  if (members.length === 0) return <p className={s.muted}>{w['staff.noMembers']}</p>;
  return (
    <ul className={s.list} aria-label={w['staff.title']}>
      {members.map((m) => (
        <li key={m.id} className={s.card} data-testid="staff-member">
          <h3 className={s.name} translate="no">
            {m.displayName}
          </h3>
          <p className={s.muted}>
            <span translate="no">{m.email}</span> · {w.members[m.id].detail}
          </p>
          <div className={s.row}>
            <Form method="post" className={s.inlineForm}>
              <input type="hidden" name="intent" value="role" />
              <input type="hidden" name="memberId" value={m.id} />
              <label htmlFor={`role-${m.id}`}>{w['staff.role']}</label>
              <select id={`role-${m.id}`} name="role" defaultValue={m.role} className={s.select}>
                {STAFF_ROLE_VALUES.map((r) => (
                  <option key={r} value={r}>
                    {w.roles[r]}
                  </option>
                ))}
              </select>
              <button type="submit" className={button({ tone: 'secondary' })}>
                {w['staff.changeRole']}
              </button>
            </Form>
            <Form method="post" className={s.inlineForm}>
              <input type="hidden" name="intent" value="remove" />
              <input type="hidden" name="memberId" value={m.id} />
              <button type="submit" className={button({ tone: 'secondary' })} aria-label={w.members[m.id].removeLabel}>
                {w['staff.remove']}
              </button>
            </Form>
          </div>
        </li>
      ))}
    </ul>
  );
}

export function InvitationList({ invitations, w }: { invitations: Staff['invitations']; w: StaffText }) {
  if (invitations.length === 0) return null;
  return (
    <section aria-labelledby="pending-heading" className={s.stack}>
      <h2 id="pending-heading" className={s.heading}>
        {w['staff.pending']}
      </h2>
      <ul className={s.list}>
        {invitations.map((i) => (
          <li key={i.id} className={s.card} data-testid="staff-invitation">
            <p className={s.name} translate="no">
              {i.email ?? displayPhone(i.phone ?? '')}
            </p>
            <p className={s.muted}>{w.invitations[i.id]}</p>
            <Form method="post" className={s.inlineForm}>
              <input type="hidden" name="intent" value="cancel" />
              <input type="hidden" name="invitationId" value={i.id} />
              <button type="submit" className={button({ tone: 'secondary' })}>
                {w['staff.cancel']}
              </button>
            </Form>
          </li>
        ))}
      </ul>
    </section>
  );
}
