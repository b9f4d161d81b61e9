import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteLoaderData } from '@remix-run/react';
import type { ReactNode } from 'react';
import '~/styles/global.css';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { container, main } from '~/components/layout.css';
import { LayoutQuery } from '~/graphql/queries/layout.server';
import { query } from '~/graphql/client.server';
import { fallbackCategoryMenu } from '~/features/catalogue/fallback-menu';
import { SiteFooter } from '~/features/layout/site-footer';
import { SiteHeader } from '~/features/layout/site-header';

export const meta: MetaFunction = () => [
  { title: 'Musika — Zimbabwe’s marketplace' },
  { name: 'description', content: 'Buy and sell in Zimbabwe: products, cars, houses, services and deals from local stores.' },
];

export const links: LinksFunction = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }];

export async function loader({ context, request }: LoaderFunctionArgs) {
  const data = await query(context, request, LayoutQuery, {});
  return {
    // Spec §8: the category menu falls back to the built-in list on failure.
    categoryMenu: data.categoryMenu ?? fallbackCategoryMenu,
    companyMenu: data.companyMenu?.items ?? [],
    supportMenu: data.supportMenu?.items ?? [],
  };
}

/** Header and footer data do not change between pages: load them once per visit. */
export const shouldRevalidate = () => false;

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b7a3e" />
        <Meta />
        <Links />
      </head>
      <body>
        <a className="visually-hidden" href="#main">
          Skip to content
        </a>
        <SiteHeader menu={data?.categoryMenu ?? fallbackCategoryMenu} />
        <main id="main" className={`${container} ${main}`}>
          {children}
        </main>
        <SiteFooter company={data?.companyMenu ?? []} support={data?.supportMenu ?? []} />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export const ErrorBoundary = GeneralErrorBoundary;
