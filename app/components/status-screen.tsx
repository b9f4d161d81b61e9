/** Full-page status screens: not found, unauthorized, server error and the route error screen (spec §2.10). */
import { Link, useLocation } from '@remix-run/react';
import type { ReactNode } from 'react';
import { href } from '~/routes';
import { button } from './button.css';
import * as s from './status-screen.css';

function Screen({ code, title, children }: { code?: string; title: string; children: ReactNode }) {
  return (
    <div className={s.screen} role="alert">
      {code ? <p className={s.code}>{code}</p> : null}
      <h1 className={s.title}>{title}</h1>
      {children}
    </div>
  );
}

export function NotFoundScreen() {
  return (
    <Screen code="404" title="Page not found">
      <p>We couldn't find that page. It may have moved, or the listing may have ended.</p>
      <div className={s.links}>
        <Link className={button()} to={href('home')}>
          Go to the home page
        </Link>
        <Link className={button({ tone: 'secondary' })} to={href('categories')}>
          Browse categories
        </Link>
      </div>
    </Screen>
  );
}

export function UnauthorizedScreen() {
  return (
    <Screen code="403" title="You don't have access to this page">
      <p>This page is for a different kind of account. If you think you should see it, log in with the right account.</p>
      <div className={s.links}>
        <Link className={button()} to={href('home')}>
          Back to Musika
        </Link>
      </div>
    </Screen>
  );
}

/** The API is down or overloaded: nothing is lost, and the page says when to try again. */
export function UnavailableScreen() {
  const { pathname, search } = useLocation();
  return (
    <Screen code="503" title="Musika is temporarily unavailable">
      <p>We can't reach our shop data just now. Nothing you did was lost: please try again in a minute.</p>
      <div className={s.links}>
        <a className={button()} href={pathname + search}>
          Try again
        </a>
      </div>
    </Screen>
  );
}

export function ServerErrorScreen() {
  return (
    <Screen code="500" title="Our server had a problem">
      <p>Something failed on our side. Please try again in a moment.</p>
      <div className={s.links}>
        <Link className={button()} to={href('home')}>
          Go to the home page
        </Link>
      </div>
    </Screen>
  );
}

/** Spec §2.10: shown when a route fails to load or render. The reload is a plain link: it works without JS. */
export function RouteErrorScreen() {
  const location = useLocation();
  return (
    <Screen title="Something went wrong">
      <p>We're sorry, but something went wrong loading this page.</p>
      <a className={button()} href={`${location.pathname}${location.search}`}>
        Reload Page
      </a>
    </Screen>
  );
}
