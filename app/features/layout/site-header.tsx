import { Form, Link, useLocation } from '@remix-run/react';
import { href } from '~/routes';
import { container } from '~/components/layout.css';
import { CategoryMenu, type MenuGroup } from './category-menu';
import * as s from './site-header.css';

export function SiteHeader({ menu }: { menu: MenuGroup[] }) {
  // Re-mounting the menu on navigation closes any open group.
  const { pathname } = useLocation();
  return (
    <header className={s.header}>
      <div className={`${container} ${s.bar}`}>
        <Link className={s.logo} to={href('home')} aria-label="Musika home">
          <span className={s.logoMark} aria-hidden="true">
            M
          </span>
          Musika
        </Link>
        {/* A plain GET form: search works without JavaScript and the URL can be shared. */}
        <Form className={s.search} method="get" action={href('search')} role="search">
          <label htmlFor="site-search" className="visually-hidden">
            Search products
          </label>
          <input
            id="site-search"
            className={s.searchInput}
            type="search"
            name="term"
            placeholder="Search products, cars, houses…"
            enterKeyHint="search"
            maxLength={200}
          />
          <button className={s.searchButton} type="submit">
            Search
          </button>
        </Form>
        <nav className={s.actions} aria-label="Account">
          <Link className={s.action} to={href('cart')}>
            Cart
          </Link>
          <Link className={s.action} to={href('login')}>
            Log in
          </Link>
        </nav>
      </div>
      <div className={s.nav}>
        <div className={container}>
          <CategoryMenu key={pathname} groups={menu} />
        </div>
      </div>
    </header>
  );
}
