/** Page-level building blocks: sections with a heading and "see all" link, breadcrumbs. */
import { Link } from '@remix-run/react';
import type { ReactNode } from 'react';
import { useCardText } from '~/features/money/zwg-rate';
import * as s from './layout.css';

export function Section({
  title,
  action,
  children,
  id,
}: {
  title: string;
  action?: { to: string; label: string };
  children: ReactNode;
  id?: string;
}) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section className={s.section} aria-labelledby={headingId}>
      <div className={s.sectionHead}>
        <h2 className={s.sectionTitle} id={headingId}>
          {title}
        </h2>
        {action ? (
          <Link to={action.to} prefetch="intent">
            {action.label}
          </Link>
        ) : null}
      </div>
      {children}
    </section>
  );
}

export interface Crumb {
  label: string;
  to?: string;
  /** Content the site does not write (a category's or product's name): marked translate="no". */
  theirs?: boolean;
}

/** `label`: the trail's name; without, the page's from the root loader (card-text.ts), else English. */
export function Breadcrumbs({ items, label }: { items: Crumb[]; label?: string }) {
  const fromPage = useCardText().card?.breadcrumb;
  return (
    <nav aria-label={label ?? fromPage ?? 'Breadcrumb'}>
      <ol className={s.crumbs}>
        {items.map((c) => (
          <li key={`${c.label}-${c.to ?? ''}`} className={s.crumb} translate={c.theirs ? 'no' : undefined}>
            {c.to ? <Link to={c.to}>{c.label}</Link> : <span aria-current="page">{c.label}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}

export function PageTitle({ children }: { children: ReactNode }) {
  return <h1 className={s.pageTitle}>{children}</h1>;
}

export function Empty({ children }: { children: ReactNode }) {
  return <p className={s.empty}>{children}</p>;
}

export { s as layoutStyles };
