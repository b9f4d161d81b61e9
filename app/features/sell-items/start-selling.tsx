/**
 * How to start selling on Musika, step by step: account, package, business, products, orders. The public
 * /sell-items page shows it with the real packages; the account's selling pages show it to someone who has no
 * business yet, marking the steps they have done.
 */
import { Link } from '@remix-run/react';
import type { ReactNode } from 'react';
import { href } from '~/routes';
import * as s from './start-selling.css';

export interface SellerProgress {
  loggedIn: boolean;
  subscribed: boolean;
  hasBusiness: boolean;
}

interface Step {
  title: string;
  done: boolean;
  body: ReactNode;
}

export function StartSellingSteps({ progress, packages }: { progress: SellerProgress; packages?: ReactNode }) {
  const steps: Step[] = [
    {
      title: 'Create your account',
      done: progress.loggedIn,
      body: (
        <>
          <Link to={href('register')}>Register</Link> with your e-mail and WhatsApp number (or <Link to={href('login')}>log in</Link> if you have an
          account).
        </>
      ),
    },
    {
      title: 'Choose a package',
      done: progress.subscribed,
      body: (
        <>
          Pick the package that fits your shop on <Link to={href('subscriptions')}>your subscriptions page</Link> and pay with EcoCash or OneMoney.
          {packages}
        </>
      ),
    },
    {
      title: 'Create your business',
      done: progress.hasBusiness,
      body: (
        <>
          Give your shop a name, logo, address, phone and opening hours on the <Link to={href('create-business')}>create business</Link> page. Buyers
          find it on its own storefront.
        </>
      ),
    },
    {
      title: 'List your products',
      done: false,
      body: (
        <>
          <Link to={href('add-product')}>Add a product</Link> of any kind — goods, property, vehicles, services, hire items or auctions — with photos
          and a price in US dollars. With the Enterprise package, upload a whole spreadsheet at once.
        </>
      ),
    },
    {
      title: 'Take orders',
      done: false,
      body: <>Buyers order, pay or make you an offer; you see every order in your dashboard and answer offers from your inbox.</>,
    },
  ];
  return (
    <ol className={s.steps}>
      {steps.map((step, i) => (
        <li key={step.title} className={s.step}>
          <span className={step.done ? s.numberDone : s.number} aria-hidden="true">
            {step.done ? '✓' : i + 1}
          </span>
          <div className={s.stepText}>
            <h3 className={s.stepTitle}>
              {step.title}
              {step.done ? <span className={s.doneLabel}> — done</span> : null}
            </h3>
            <div>{step.body}</div>
          </div>
        </li>
      ))}
    </ol>
  );
}
