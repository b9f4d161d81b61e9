/**
 * The subscriptions, billing and fund-account pages without JavaScript (issue #11): buying a package through the
 * forms (PRG to the payment's status, then active), the total a stale page sends refused, a receipt that is not
 * yours answering 404, the ads top-up form, and the dashboard opening after activation.
 */
import { env } from 'cloudflare:test';
import { TEST_CLOCK_HEADER } from '../../backend/clock';
import { describe, expect, it } from 'vitest';
import { form, open, text } from './support/dashboard-pages';
import { loginAs, visit } from './support/session';

/** Lifts the payments core's poll throttle so the next status read asks the sandbox. */
const liftPollThrottle = () => env.DB.prepare("update payments set updated_at = '2000-01-01T00:00:00.000Z' where status = 'pending'").run();

/**
 * The payment page once the sandbox has decided: read with the Worker's clock pinned past the sandbox's longest
 * test-number delay (the page's poll asks the sandbox, which reads the same clock), so nothing waits.
 */
async function decidedStatusPage(path: string, jar: Record<string, string>, wanted: string) {
  await liftPollThrottle();
  const html = await text(await visit(path, jar, { headers: { [TEST_CLOCK_HEADER]: String(Date.now() + 60_000) } }));
  if (!html.includes(`data-payment-status="${wanted}"`)) throw new Error(`${path} did not show ${wanted}`);
  return html;
}

describe('/account/subscriptions', () => {
  it('shows the packages with price per month, capabilities and limits, and the trial to a new vendor', async () => {
    const { jar } = await loginAs('newVendor');
    const html = await text(await visit('/account/subscriptions', jar));
    expect(html).toContain('$15.00');
    expect(html).toContain('Unlimited products');
    expect(html).toContain('Start a free 14-day trial');
    expect(html).not.toContain('coming soon');
    const chosen = await text(await visit('/account/subscriptions?package=2', jar));
    expect(chosen).toContain('aria-label="Pay for Business"');
    expect(chosen).toContain('value="3:4500"');
  });

  it('buys a package with EcoCash 0771111111 through the form, follows the status to active, and the dashboard opens', async () => {
    const { jar } = await loginAs('newVendor');
    expect((await visit('/dashboard/', jar)).headers.get('location')).toBe('/account/subscriptions');
    const posted = await visit(
      '/account/subscriptions',
      jar,
      form({
        intent: 'subscribe',
        packageId: '2',
        term: '1:1500',
        paymentMethod: 'ECOCASH',
        mobileMoneyNo: '77 111 1111',
        requestKey: 'page-test-key-0001',
      }),
    );
    expect(posted.status).toBe(302);
    const location = posted.headers.get('location')!;
    expect(location).toMatch(/^\/account\/subscriptions\?payment=MSK-PAY-/);
    const pending = await text(await visit(location, jar));
    expect(pending).toContain('Approve the payment on your phone');
    expect(pending).toContain('Check again');
    const active = await decidedStatusPage(location, jar, 'succeeded');
    expect(active).toContain('Your package is active');
    // The guard now passes: a vendor with a package and no business is asked to create one.
    expect((await visit('/dashboard/', jar)).headers.get('location')).toBe('/dashboard/settings/create-business');
    const billing = await text(await visit('/account/billing-details', jar));
    expect(billing).toContain('Business package, 1 month');
    const reference = /payment=(MSK-PAY-[0-9A-Z]{10})/.exec(location)![1];
    const receipt = await text(await visit(`/account/billing-details/${reference}`, jar));
    expect(receipt).toContain('Musika Marketplace (Private) Limited');
    expect(receipt).toContain('$15.00');
    expect(receipt).toContain('CAT');
  });

  it('refuses a total that no longer matches the price, above the form', async () => {
    const { jar } = await loginAs('newVendor');
    const response = await visit(
      '/account/subscriptions?package=1',
      jar,
      form({ intent: 'subscribe', packageId: '1', term: '1:100', paymentMethod: 'ECOCASH', mobileMoneyNo: '771111111' }),
    );
    expect(response.status).toBe(400);
    expect(await text(response)).toContain('The total does not match the package price for this term');
  });

  it("answers 404 for someone else's receipt", async () => {
    const { jar } = await loginAs('buyer');
    const row = await env.DB.prepare("select reference from payments where purpose = 'subscription' limit 1").first<{ reference: string }>();
    expect((await visit(`/account/billing-details/${row!.reference}`, jar)).status).toBe(404);
  });
});

describe('/dashboard/ads-management/fund-account', () => {
  it('shows the balance and the idle payment status, and funds it with EcoCash 0771111111', async () => {
    const { jar } = await loginAs('vendor');
    const page = await text(await open('/dashboard/ads-management/fund-account', jar));
    expect(page).toContain('Ads balance of');
    expect(page).toContain('Payment status: idle');
    const posted = await visit(
      '/dashboard/ads-management/fund-account',
      jar,
      form({ amount: '5', paymentMethod: 'ECOCASH', mobileMoneyNo: '771111111', requestKey: 'fund-page-key-0001' }),
    );
    expect(posted.status).toBe(302);
    const location = posted.headers.get('location')!;
    expect(await text(await visit(location, jar))).toContain('Payment status: loading');
    expect(await decidedStatusPage(location, jar, 'succeeded')).toContain('Payment status: succeeded');
  });

  it('refuses an amount out of range beside the field', async () => {
    const { jar } = await loginAs('vendor');
    await open('/dashboard/ads-management/fund-account', jar);
    const response = await visit(
      '/dashboard/ads-management/fund-account',
      jar,
      form({ amount: '5000', paymentMethod: 'ECOCASH', mobileMoneyNo: '771111111' }),
    );
    expect(response.status).toBe(400);
    expect(await text(response)).toContain('Fund between $1 and $1,000');
  });
});
