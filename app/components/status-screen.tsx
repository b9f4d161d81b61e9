/** Full-page status screens: not found, unauthorized, server error and the route error screen (spec §2.10). */
import { Link, useLocation } from '@remix-run/react';
import type { ReactNode } from 'react';
import { href } from '~/routes';
import { button } from './button.css';
import { useSiteText, type ErrorText } from '~/features/shell/site-text';
import * as s from './status-screen.css';

/** The words, from the root loader (site-text.ts); none on a page whose root loader failed. */
const NONE = { nf: [], forbidden: [], unavailable: [], server: [], route: [] } as unknown as ErrorText;
const useWords = () => useSiteText()?.errors ?? NONE;

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
  const w = useWords();
  return (
    <Screen code="404" title={w.nf[0]}>
      <p>{w.nf[1]}</p>
      <div className={s.links}>
        <Link className={button()} to={href('home')}>
          {w.home}
        </Link>
        <Link className={button({ tone: 'secondary' })} to={href('categories')}>
          {w.browse}
        </Link>
      </div>
    </Screen>
  );
}

export function UnauthorizedScreen() {
  const w = useWords();
  return (
    <Screen code="403" title={w.forbidden[0]}>
      <p>{w.forbidden[1]}</p>
      <div className={s.links}>
        <Link className={button()} to={href('home')}>
          {w.back}
        </Link>
      </div>
    </Screen>
  );
}

/** The API is down or overloaded: nothing is lost, and the page says when to try again. */
export function UnavailableScreen() {
  const { pathname, search } = useLocation();
  const w = useWords();
  return (
    <Screen code="503" title={w.unavailable[0]}>
      <p>{w.unavailable[1]}</p>
      <div className={s.links}>
        <a className={button()} href={pathname + search}>
          {w.again}
        </a>
      </div>
    </Screen>
  );
}

export function ServerErrorScreen() {
  const w = useWords();
  return (
    <Screen code="500" title={w.server[0]}>
      <p>{w.server[1]}</p>
      <div className={s.links}>
        <Link className={button()} to={href('home')}>
          {w.home}
        </Link>
      </div>
    </Screen>
  );
}

/** Spec §2.10: shown when a route fails to load or render. The reload is a plain link: it works without JS. */
export function RouteErrorScreen() {
  const location = useLocation();
  const w = useWords();
  return (
    <Screen title={w.route[0]}>
      <p>{w.route[1]}</p>
      <a className={button()} href={`${location.pathname}${location.search}`}>
        {w.reload}
      </a>
    </Screen>
  );
}
