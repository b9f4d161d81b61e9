/**
 * The frame of every dashboard page: the active business with a switcher, the dashboard menu (collapsed behind
 * a "Menu" button on phones, open beside the page from tablets up) and the page's own panel. While the next
 * dashboard page loads, the panel shows the dashboard loading placeholder (spec §2 overlay 9).
 */
import { Form, NavLink, useLocation, useNavigation } from '@remix-run/react';
import type { ReactNode } from 'react';
import { button } from '~/components/button.css';
import { href } from '~/routes';
import type { DashboardFrame } from './access.server';
import { DashboardLoading } from './dashboard-loading';
import { dashboardNav } from './dashboard-nav';
import * as s from './dashboard-layout.css';

// One menu per role (issue #14 staff): a staff member sees only the pages their role opens.
const NAV = { owner: dashboardNav('owner'), manager: dashboardNav('manager'), assistant: dashboardNav('assistant') };

export function DashboardLayout({
  frame,
  title,
  actions,
  children,
}: {
  frame: DashboardFrame;
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const navigation = useNavigation();
  const nav = NAV[frame.business?.role ?? 'owner'];
  const text = frame.text;
  const loadingDashboard = navigation.state === 'loading' && navigation.location.pathname.startsWith('/dashboard');
  return (
    <div className={s.layout}>
      <div className={s.side} data-no-print>
        <BusinessCard frame={frame} />
        <input className={s.toggle} type="checkbox" id="dashboard-menu" aria-controls="dashboard-nav" />
        <label className={s.menuButton} htmlFor="dashboard-menu">
          <span>{text?.menu ?? 'Dashboard menu'}</span>
          <span aria-hidden="true">☰</span>
        </label>
        <nav id="dashboard-nav" className={s.nav} aria-label={text?.menu ?? 'Dashboard menu'}>
          {nav.map((group) => (
            <div key={group.title}>
              <h2 className={s.groupTitle}>{text?.groups[group.title] ?? group.title}</h2>
              <ul className={s.links}>
                {group.links.map((l) => (
                  <li key={l.id}>
                    <NavLink className={s.link} to={l.to} end prefetch="intent">
                      {text?.nav[l.id] ?? l.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>
      <section className={s.panel} aria-busy={loadingDashboard || undefined} aria-label={title}>
        {loadingDashboard ? (
          <DashboardLoading label={text?.loading} />
        ) : (
          <>
            <div className={s.head} data-no-print>
              <h1 className={s.title}>{title}</h1>
              {actions}
            </div>
            {children}
          </>
        )}
      </section>
    </div>
  );
}

function BusinessCard({ frame }: { frame: DashboardFrame }) {
  const location = useLocation();
  const { business, businesses } = frame;
  if (!business) {
    return (
      <div className={s.business}>
        <div className={s.businessText}>
          <div className={s.businessName} translate="no">
            {frame.vendorName}
          </div>
          <div className={s.muted}>
            {frame.packageName ? (frame.text?.packageName ?? `${frame.packageName} package`) : (frame.text?.noPackage ?? 'No package yet')}
          </div>
        </div>
      </div>
    );
  }
  return (
    <div className={s.business}>
      <div className={s.businessHead}>
        {business.logo ? <img className={s.logo} src={business.logo} alt="" width={40} height={40} /> : null}
        <div className={s.businessText}>
          <div className={s.businessName} translate="no">
            {business.name}
          </div>
          <a className={s.muted} href={href('storefront', { bSlug: business.slug })}>
            {frame.text?.viewStorefront ?? 'View storefront'}
          </a>
        </div>
      </div>
      {businesses.length > 1 ? (
        <Form method="post" action={href('switch-business')} className={s.switcher} reloadDocument>
          <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
          <label className={s.switchLabel} htmlFor="switch-business">
            {frame.text?.switchBusiness ?? 'Switch business'}
          </label>
          <select className={s.select} id="switch-business" name="businessId" defaultValue={business.id} translate="no">
            {businesses.map((b) => (
              <option key={b.id} value={b.id}>
                {b.name}
              </option>
            ))}
          </select>
          <button className={button({ tone: 'secondary' })} type="submit">
            {frame.text?.switch ?? 'Switch'}
          </button>
        </Form>
      ) : null}
    </div>
  );
}
