/**
 * The subscriptions screen (issue #11 item 5), one component for the account and dashboard routes: the current
 * package, the package cards (capabilities, limits, price per month), the subscribe form for the chosen package
 * (term, method, number with the +263 helper), the payment status after paying, the free trial and the custom
 * package request. Every form is a plain Remix <Form>; nothing needs JavaScript.
 */
import { Form, Link, useNavigation } from '@remix-run/react';
import { button } from '~/components/button.css';
import { Field, FormAlert, FormNotice, PhoneField } from '~/components/form';
import { formatMoney } from '~/lib/money';
import { href } from '~/routes';
import { capabilityLabel, harareDay, limitLabel, termLabel, TERMS } from './labels';
import { PayMethodFields } from './pay-method-fields';
import { PaymentStatusUnknown, PaymentStatusView } from './payment-status';
import type { loadSubscriptionsPage, SubscriptionsActionResult } from './subscriptions.server';
import * as s from './subscriptions.css';

type PageData = Awaited<ReturnType<typeof loadSubscriptionsPage>>;

export function SubscriptionsPanel({ page, result, basePath }: { page: PageData; result?: SubscriptionsActionResult; basePath: string }) {
  const { viewer, packages, payment } = page;
  const current = viewer.package?.id ?? null;
  const chosen = packages.find((p) => p.id === page.chosenPackageId) ?? null;
  const busy = useNavigation().state === 'submitting';
  const e = result?.intent === 'subscribe' ? (result.fieldErrors ?? {}) : {};
  return (
    <div className={s.stack}>
      {payment ? (
        <PaymentStatusView
          payment={payment}
          amount={formatMoney(payment.amountCents, payment.currency)}
          failedTitle="Subscription failed"
          paidTitle="Your package is active"
          paidBody={
            <div className={s.actions}>
              <Link className={button()} to={href('dashboard')}>
                Open your dashboard
              </Link>
              <Link className={button({ tone: 'secondary' })} to={href('billing-receipt', { reference: payment.reference })}>
                Receipt
              </Link>
            </div>
          }
          checkAgainHref={`${basePath}?payment=${payment.reference}`}
          tryAgainHref={basePath}
        />
      ) : page.statusCheckFailed ? (
        <PaymentStatusUnknown tryAgainHref={basePath} />
      ) : null}

      {page.trialStarted ? <FormNotice>Your free trial has started. Open your dashboard to set up your business.</FormNotice> : null}
      {viewer.subscription && viewer.package ? (
        <p>
          Your package: <strong>{viewer.package.name}</strong>, active until {harareDay(viewer.subscription.endsAt)}. Renew or change it below: a
          renewal of the same package adds to the time you have left.
        </p>
      ) : (
        <p>You have no active package. {viewer.isVendor ? 'Choose one to run your business on Musika.' : 'Sell on Musika with a vendor package.'}</p>
      )}

      {viewer.canTrial && payment?.status !== 'pending' ? (
        <Form method="post" className={s.actions} aria-label="Free trial">
          <input type="hidden" name="intent" value="trial" />
          <FormAlert>{result?.intent === 'trial' ? result.formError : undefined}</FormAlert>
          <button className={button({ tone: 'secondary' })} type="submit" disabled={busy}>
            Start a free 14-day trial
          </button>
        </Form>
      ) : null}

      <div className={s.cards}>
        {packages.map((p) => (
          <section key={p.id} className={p.id === current ? s.cardCurrent : s.card} aria-labelledby={`pkg-${p.slug}`}>
            <h2 id={`pkg-${p.slug}`} className={s.cardTitle}>
              {p.name}
              {p.id === current ? ' (your package)' : ''}
            </h2>
            <p className={s.price}>
              {formatMoney(p.price.amountCents, p.price.currency)}{' '}
              <span className={s.muted}>/ {p.months === 1 ? 'month' : `${p.months} months`}</span>
            </p>
            <p className={s.muted}>{p.description}</p>
            <ul className={s.list}>
              {p.limits.map((l) => (
                <li key={l.name}>{limitLabel(l.name, l.value)}</li>
              ))}
              {p.capabilities.map((c) => (
                <li key={c}>{capabilityLabel(c)}</li>
              ))}
            </ul>
            <Link
              className={button({ tone: p.id === page.chosenPackageId ? 'primary' : 'secondary' })}
              to={`${basePath}?package=${p.id}#subscribe`}
              preventScrollReset
            >
              {p.id === current ? `Renew ${p.name}` : `Choose ${p.name}`}
            </Link>
          </section>
        ))}
      </div>

      {chosen ? (
        <Form method="post" className={s.form} id="subscribe" aria-label={`Pay for ${chosen.name}`}>
          <h2 className={s.cardTitle}>Pay for {chosen.name}</h2>
          <FormAlert>{result?.intent === 'subscribe' ? result.formError : undefined}</FormAlert>
          <input type="hidden" name="intent" value="subscribe" />
          <input type="hidden" name="packageId" value={chosen.id} />
          <input type="hidden" name="requestKey" value={page.requestKey} />
          <fieldset className={s.choices}>
            <legend className={s.legend}>Term</legend>
            {TERMS.filter((m) => m % chosen.months === 0).map((m, i) => {
              const total = (chosen.price.amountCents * m) / chosen.months;
              return (
                <label key={m} className={s.chip}>
                  {/* The total the page shows travels with the term: the API refuses it if the price has changed since. */}
                  <input type="radio" name="term" value={`${m}:${total}`} defaultChecked={i === 0} />
                  {termLabel(m)} · {formatMoney(total, chosen.price.currency)}
                </label>
              );
            })}
          </fieldset>
          {e.term ? <p role="alert">{e.term}</p> : null}
          <PayMethodFields phoneError={e.mobileMoneyNo} />
          <p className={s.muted}>
            You approve the payment on your phone; for a card, you continue on Paynow&apos;s page. Prices are per month, the same for every term.
          </p>
          <button className={button()} type="submit" disabled={busy}>
            {busy ? 'Starting payment…' : `Pay for ${chosen.name}`}
          </button>
        </Form>
      ) : null}

      <details className={s.details} open={result?.intent === 'custom'}>
        <summary>Need more shops, products or staff? Ask for a custom package</summary>
        <CustomPackageForm result={result?.intent === 'custom' ? result : undefined} name={viewer.displayName} />
      </details>
    </div>
  );
}

function CustomPackageForm({ result, name }: { result?: SubscriptionsActionResult; name: string }) {
  const e = result?.fieldErrors ?? {};
  return (
    <Form method="post" className={s.form} aria-label="Custom package request">
      <input type="hidden" name="intent" value="custom" />
      <FormAlert>{result?.formError}</FormAlert>
      <FormNotice>{result?.notice}</FormNotice>
      <Field label="Your name" name="name" defaultValue={name} required maxLength={100} error={e.name} />
      <Field label="Email" name="email" type="email" required maxLength={254} error={e.email} />
      <PhoneField label="Phone (optional)" name="phone" required={false} error={e.phone} />
      <Field label="Company (optional)" name="company" maxLength={100} error={e.company} />
      <Field label="How many products? (optional)" name="products" inputMode="numeric" pattern="[0-9]*" maxLength={7} error={e.products} />
      <Field label="What do you need?" name="message" required maxLength={2000} error={e.message} />
      <button className={button({ tone: 'secondary' })} type="submit">
        Send request
      </button>
    </Form>
  );
}
