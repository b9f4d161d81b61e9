/**
 * The staff pages without JavaScript (issue #14 item 6): the owner invites from the staff page (field errors,
 * the pending invitation), the buyer accepts from their account and lands in the dashboard, where their role
 * opens orders but refuses billing, staff and products; once removed, the next page load refuses them.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { STAFF_MESSAGES } from '../../schema/rest/staff';
import { clearRateLimits } from './support/accounts';
import { form, open, text, vendorWith } from './support/dashboard-pages';
import { loginAs, visit } from './support/session';
import { BUYER_EMAIL, clearStaff, shops } from './support/staff';

beforeEach(async () => {
  await clearRateLimits();
  await clearStaff();
});

const STAFF = '/dashboard/manage-all-staff-members/';
const INVITATIONS = '/account/staff-invitations';

/** The owner invites the buyer as `role` through the staff page; the buyer accepts through their account page. */
async function buyerJoins(role: 'MANAGER' | 'ASSISTANT') {
  const { own } = await shops();
  const owner = await vendorWith(own);
  const invited = await visit(STAFF, owner, form({ intent: 'invite', contact: BUYER_EMAIL, role }));
  expect(invited.status).toBe(200);
  const { jar: buyer } = await loginAs('buyer');
  const page = await text(await visit(INVITATIONS, buyer));
  const invitationId = /name="invitationId" value="(\d+)"/.exec(page)?.[1];
  expect(invitationId).toBeDefined();
  const accepted = await visit(INVITATIONS, buyer, form({ invitationId: invitationId!, answer: 'accept' }));
  expect([accepted.status, accepted.headers.get('location')]).toEqual([302, '/dashboard/']);
  return { own, owner, buyer };
}

describe(STAFF, () => {
  it('the owner invites with field errors for a bad contact, then sees the pending invitation', async () => {
    const { own } = await shops();
    const owner = await vendorWith(own);
    const empty = await text(await open(STAFF, owner));
    expect(empty).toContain('No staff members yet');
    const bad = await visit(STAFF, owner, form({ intent: 'invite', contact: 'not-a-contact', role: 'ASSISTANT' }));
    expect(bad.status).toBe(400);
    expect(await text(bad)).toContain(STAFF_MESSAGES.contact);
    const good = await visit(STAFF, owner, form({ intent: 'invite', contact: '0772 146 318', role: 'MANAGER' }));
    const html = await text(good);
    expect(good.status).toBe(200);
    expect(html).toContain('Invitation sent to 0772 146 318 as manager.');
    expect(html).toContain('+263 77 214 6318');
    expect(html).toContain('Cancel invitation');
  });
});

describe('an assistant in the dashboard', () => {
  it('opens orders, is sent from the home page to orders, and is refused billing, products and staff', async () => {
    const { buyer } = await buyerJoins('ASSISTANT');
    const home = await visit('/dashboard/', buyer);
    expect([home.status, home.headers.get('location')]).toEqual([302, '/dashboard/orders/']);
    const orders = await open('/dashboard/orders/', buyer);
    expect(orders.status).toBe(200);
    const html = await text(orders);
    expect(html).toContain('All orders');
    expect(html).not.toContain('href="/dashboard/subscriptions"');
    for (const path of ['/dashboard/subscriptions', '/dashboard/ads-management', STAFF, '/dashboard/all-sell-items']) {
      const refused = await open(path, buyer);
      expect(refused.status, path).toBe(403);
      expect(await text(refused)).toContain('access to this page');
    }
  });

  it('once removed by the owner, the next page load refuses them', async () => {
    const { owner, buyer } = await buyerJoins('ASSISTANT');
    expect((await open('/dashboard/orders/', buyer)).status).toBe(200);
    const page = await text(await open(STAFF, owner));
    const memberId = /name="memberId" value="(\d+)"/.exec(page)?.[1];
    const removed = await visit(STAFF, owner, form({ intent: 'remove', memberId: memberId! }));
    expect(await text(removed)).toContain('their access has ended');
    const next = await visit('/dashboard/orders/', buyer);
    expect([next.status, next.headers.get('location')]).toEqual([302, '/account']);
  });
});

describe('a manager in the dashboard', () => {
  it('opens products but not ads or staff', async () => {
    const { buyer } = await buyerJoins('MANAGER');
    expect((await open('/dashboard/all-sell-items', buyer)).status).toBe(200);
    // The business runs on its owner's package: the manager gets the form, not an upgrade notice of their own.
    const add = await open('/dashboard/add-new-product/', buyer);
    expect(add.status).toBe(200);
    expect(await text(add)).not.toContain('Upgrade your package');
    expect((await open('/dashboard/ads-management', buyer)).status).toBe(403);
    expect((await open(STAFF, buyer)).status).toBe(403);
  });
});
