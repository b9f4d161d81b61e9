/**
 * How to start selling on Musika, step by step: account, package, business, products, orders. The public
 * /sell-items page shows it with the real packages; the account's selling pages show it to someone who has no
 * business yet, marking the steps they have done. Words: `text` from the server in the page's language, else English.
 */
import { Link } from '@remix-run/react';
import type { ReactNode } from 'react';
import { Placed } from '~/components/placed-text';
import { href } from '~/routes';
import * as s from './start-selling.css';
import { START_SELLING_ENGLISH, type StartSellingText, type StepLink } from './start-selling-text';

export interface SellerProgress {
  loggedIn: boolean;
  subscribed: boolean;
  hasBusiness: boolean;
}

const LINK_TO: Record<StepLink, string> = {
  register: href('register'),
  login: href('login'),
  subscriptions: href('subscriptions'),
  createBusiness: href('create-business'),
  addProduct: href('add-product'),
};

/** The step's links by place-holder name. */
function stepLinks(links: StartSellingText['links']): Record<StepLink, ReactNode> {
  const entries = (Object.keys(LINK_TO) as StepLink[]).map((name) => [
    name,
    <Link key={name} to={LINK_TO[name]}>
      {links[name]}
    </Link>,
  ]);
  return Object.fromEntries(entries) as Record<StepLink, ReactNode>;
}

export function StartSellingSteps({
  progress,
  packages,
  text = START_SELLING_ENGLISH,
}: {
  progress: SellerProgress;
  packages?: ReactNode;
  text?: StartSellingText;
}) {
  const links = stepLinks(text.links);
  const done = [progress.loggedIn, progress.subscribed, progress.hasBusiness, false, false];
  return (
    <ol className={s.steps}>
      {text.steps.map(([title, body], i) => (
        <li key={title} className={s.step}>
          <span className={done[i] ? s.numberDone : s.number} aria-hidden="true">
            {done[i] ? '✓' : i + 1}
          </span>
          <div className={s.stepText}>
            <h3 className={s.stepTitle}>
              {title}
              {done[i] ? <span className={s.doneLabel}>{text.done}</span> : null}
            </h3>
            <div>
              <Placed text={body} nodes={links} />
              {i === 1 ? packages : null}
            </div>
          </div>
        </li>
      ))}
    </ol>
  );
}
