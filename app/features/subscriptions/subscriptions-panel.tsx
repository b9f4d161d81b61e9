/**
 * The subscriptions screen (issue #11 item 5), one component for the account and dashboard routes: the current
 * package, the package cards (capabilities, limits, price per month), the subscribe form for the chosen package
 * (term, method, number with the +263 helper), the payment status after paying, the free trial and the custom
 * package request. Every form is a plain Remix <Form>; nothing needs JavaScript.
 */
import { Form, Link, useNavigation } from '@remix-run/react';
import { button } from '~/components/button.css';
import { Field, FormAlert, FormNotice, PhoneField } from '~/components/form';
import { href } from '~/routes';
import { TERMS } from './labels';
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
  const w = page.text;
  const payWords = { payWith: w['subscriptions.payWith'], payWeb: w['subscriptions.payWeb'], number: w['subscriptions.mobileMoneyNumber'] };
  return (
    <div className={s.stack}>
      {payment ? (
        <PaymentStatusView
          payment={payment}
          amount={w.amount}
          w={w.status!}
          failedTitle={w['subscriptions.failedTitle']}
          paidTitle={w['subscriptions.paidTitle']}
          paidBody={
            <div className={s.actions}>
              <Link className={button()} to={href('dashboard')}>
                {w['subscriptions.openDashboard']}
              </Link>
              <Link className={button({ tone: 'secondary' })} to={href('billing-receipt', { reference: payment.reference })}>
                {w['subscriptions.receipt']}
              </Link>
            </div>
          }
          checkAgainHref={`${basePath}?payment=${payment.reference}`}
          tryAgainHref={basePath}
        />
      ) : page.statusCheckFailed ? (
        <PaymentStatusUnknown tryAgainHref={basePath} w={w.unknown} />
      ) : null}

      {page.trialStarted ? <FormNotice>{w['subscriptions.trialStarted']}</FormNotice> : null}
      {viewer.subscription && viewer.package ? (
        <p>
          {`${w['subscriptions.yourPackage']} `}
          <strong translate="no">{viewer.package.name}</strong>
          {w.activeUntil}
        </p>
      ) : (
        <p>{`${w['subscriptions.noPackage']} ${viewer.isVendor ? w['subscriptions.chooseOne'] : w['subscriptions.sellWith']}`}</p>
      )}

      {viewer.canTrial && payment?.status !== 'pending' ? (
        <Form method="post" className={s.actions} aria-label={w['subscriptions.trialLabel']}>
          <input type="hidden" name="intent" value="trial" />
          <FormAlert>{result?.intent === 'trial' ? result.formError : undefined}</FormAlert>
          <button className={button({ tone: 'secondary' })} type="submit" disabled={busy}>
            {w['subscriptions.startTrial']}
          </button>
        </Form>
      ) : null}

      <div className={s.cards}>
        {packages.map((p) => (
          <section key={p.id} className={p.id === current ? s.cardCurrent : s.card} aria-labelledby={`pkg-${p.slug}`}>
            <h2 id={`pkg-${p.slug}`} className={s.cardTitle}>
              <span translate="no">{p.name}</span>
              {p.id === current ? w['subscriptions.yours'] : ''}
            </h2>
            <p className={s.price}>
              {w.packages[p.id].price} <span className={s.muted}>{w.packages[p.id].per}</span>
            </p>
            <p className={s.muted} translate="no">
              {p.description}
            </p>
            <ul className={s.list}>
              {w.packages[p.id].lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
            <Link
              className={button({ tone: p.id === page.chosenPackageId ? 'primary' : 'secondary' })}
              to={`${basePath}?package=${p.id}#subscribe`}
              preventScrollReset
            >
              {w.packages[p.id].action}
            </Link>
          </section>
        ))}
      </div>

      {chosen ? (
        <Form method="post" className={s.form} id="subscribe" aria-label={w.payFor}>
          <h2 className={s.cardTitle}>{w.payFor}</h2>
          <FormAlert>{result?.intent === 'subscribe' ? result.formError : undefined}</FormAlert>
          <input type="hidden" name="intent" value="subscribe" />
          <input type="hidden" name="packageId" value={chosen.id} />
          <input type="hidden" name="requestKey" value={page.requestKey} />
          <fieldset className={s.choices}>
            <legend className={s.legend}>{w['subscriptions.term']}</legend>
            {TERMS.filter((m) => m % chosen.months === 0).map((m, i) => {
              const total = (chosen.price.amountCents * m) / chosen.months;
              return (
                <label key={m} className={s.chip}>
                  {/* The total the page shows travels with the term: the API refuses it if the price has changed since. */}
                  <input type="radio" name="term" value={`${m}:${total}`} defaultChecked={i === 0} />
                  {w.terms[m]}
                </label>
              );
            })}
          </fieldset>
          {e.term ? <p role="alert">{e.term}</p> : null}
          <PayMethodFields phoneError={e.mobileMoneyNo} w={payWords} />
          <p className={s.muted}>{w['subscriptions.approveNote']}</p>
          <button className={button()} type="submit" disabled={busy}>
            {busy ? w['subscriptions.starting'] : w.payFor}
          </button>
        </Form>
      ) : null}

      <details className={s.details} open={result?.intent === 'custom'}>
        <summary>{w['subscriptions.customSummary']}</summary>
        <CustomPackageForm result={result?.intent === 'custom' ? result : undefined} name={viewer.displayName} w={w} />
      </details>
    </div>
  );
}

function CustomPackageForm({ result, name, w }: { result?: SubscriptionsActionResult; name: string; w: PageData['text'] }) {
  const e = result?.fieldErrors ?? {};
  return (
    <Form method="post" className={s.form} aria-label={w['subscriptions.customLabel']}>
      <input type="hidden" name="intent" value="custom" />
      <FormAlert>{result?.formError}</FormAlert>
      <FormNotice>{result?.notice}</FormNotice>
      <Field label={w['subscriptions.yourName']} name="name" defaultValue={name} required maxLength={100} error={e.name} />
      <Field label={w['subscriptions.email']} name="email" type="email" required maxLength={254} error={e.email} />
      <PhoneField label={w['subscriptions.phoneOptional']} name="phone" required={false} error={e.phone} />
      <Field label={w['subscriptions.companyOptional']} name="company" maxLength={100} error={e.company} />
      <Field label={w['subscriptions.productsOptional']} name="products" inputMode="numeric" pattern="[0-9]*" maxLength={7} error={e.products} />
      <Field label={w['subscriptions.whatYouNeed']} name="message" required maxLength={2000} error={e.message} />
      <button className={button({ tone: 'secondary' })} type="submit">
        {w['subscriptions.sendRequest']}
      </button>
    </Form>
  );
}
