/**
 * patches/@remix-run+react+*.patch and patches/react-router-dom+*.patch make one route tree per build instead of
 * one per render: RemixServer keeps the routes it makes from a manifest, and createStaticRouter keeps the data
 * routes it makes from a routes array. These checks pin that renders share the tree and still render their
 * own page (matches, params and loader data are the request's, never the previous render's).
 */
import { RemixServer, useLoaderData, useParams } from '@remix-run/react';
import type { EntryContext } from '@remix-run/server-runtime';
import { useContext } from 'react';
import { renderToString } from 'react-dom/server';
import { UNSAFE_DataRouterContext, Outlet } from 'react-router-dom';
import { createStaticRouter } from 'react-router-dom/server';
import { describe, expect, it } from 'vitest';

const seenTrees: unknown[] = [];

function Root() {
  seenTrees.push(useContext(UNSAFE_DataRouterContext)?.router.routes);
  return (
    <main>
      <Outlet />
    </main>
  );
}
function Product() {
  const { slug } = useParams();
  const data = useLoaderData<{ name: string }>();
  return <h1>{`${slug}: ${data.name}`}</h1>;
}
function Home() {
  return <h1>home</h1>;
}

const route = (id: string, parentId: string | undefined, extra: object) => ({
  id,
  parentId,
  module: `/${id}.js`,
  hasAction: false,
  hasLoader: id === 'product',
  hasClientAction: false,
  hasClientLoader: false,
  hasErrorBoundary: false,
  ...extra,
});
// One build: the same manifest object for every render, as server-runtime passes build.assets.
const manifest = {
  entry: { module: '/entry.js', imports: [] },
  url: '/manifest.js',
  version: '1',
  routes: {
    root: route('root', undefined, { path: '' }),
    home: route('home', 'root', { index: true }),
    product: route('product', 'root', { path: 'product/:slug' }),
  },
};

function context(pathname: string, slug?: string): EntryContext {
  const _routes = manifest.routes;
  const matches = [
    { params: slug ? { slug } : {}, pathname: '/', pathnameBase: '/', route: { id: 'root', path: '' } },
    slug
      ? { params: { slug }, pathname, pathnameBase: pathname, route: { id: 'product', path: 'product/:slug' } }
      : { params: {}, pathname: '/', pathnameBase: '/', route: { id: 'home', index: true } },
  ];
  return {
    manifest,
    // server-runtime makes this object again for every request (createEntryRouteModules).
    routeModules: { root: { default: Root }, home: { default: Home }, product: { default: Product } },
    staticHandlerContext: {
      basename: '/',
      location: { pathname, search: '', hash: '', state: null, key: 'default' },
      matches,
      loaderData: slug ? { product: { name: `Phone ${slug}` } } : {},
      actionData: null,
      errors: null,
      statusCode: 200,
      loaderHeaders: {},
      actionHeaders: {},
      activeDeferreds: null,
    },
    future: {
      v3_fetcherPersist: true,
      v3_relativeSplatPath: true,
      v3_throwAbortReason: true,
      v3_routeConfig: false,
      v3_singleFetch: false,
      v3_lazyRouteDiscovery: false,
      unstable_optimizeDeps: false,
    },
    isSpaMode: false,
    serverHandoffString: '{}',
    criticalCss: undefined,
    renderMeta: {},
    serializeError: (error: Error) => ({ message: error.message }),
  } as unknown as EntryContext;
}

const render = (pathname: string, slug?: string) =>
  renderToString(<RemixServer context={context(pathname, slug)} url={`https://musika.test${pathname}`} />);

describe('one route tree per build (patched @remix-run/react and react-router-dom)', () => {
  it('renders each request its own page while every render shares one route tree', () => {
    seenTrees.length = 0;
    expect(render('/product/a15', 'a15')).toContain('<h1>a15: Phone a15</h1>');
    expect(render('/')).toContain('<h1>home</h1>');
    expect(render('/product/s21', 's21')).toContain('<h1>s21: Phone s21</h1>');
    expect(seenTrees).toHaveLength(3);
    expect(seenTrees[0]).toBeDefined();
    expect(seenTrees[1]).toBe(seenTrees[0]);
    expect(seenTrees[2]).toBe(seenTrees[0]);
  });

  it('createStaticRouter makes data routes once per routes array, with the request’s own matches', () => {
    const routes = [{ id: 'root', path: '/', children: [{ id: 'p', path: 'product/:slug' }] }];
    const request = (slug: string) =>
      ({
        basename: '/',
        location: { pathname: `/product/${slug}`, search: '', hash: '', state: null, key: 'default' },
        matches: [{ params: { slug }, pathname: `/product/${slug}`, pathnameBase: `/product/${slug}`, route: { id: 'p', path: 'product/:slug' } }],
        loaderData: {},
        actionData: null,
        errors: null,
        statusCode: 200,
        loaderHeaders: {},
        actionHeaders: {},
        activeDeferreds: null,
      }) as unknown as Parameters<typeof createStaticRouter>[1];
    const first = createStaticRouter(routes, request('a'));
    const second = createStaticRouter(routes, request('b'));
    expect(second.routes).toBe(first.routes);
    expect(second.state.matches[0].params).toEqual({ slug: 'b' });
    expect(second.state.matches[0].route).toBe(first.state.matches[0].route);
    // Another tree (another build) gets its own data routes.
    const other = createStaticRouter([{ id: 'root', path: '/' }], request('a'));
    expect(other.routes).not.toBe(first.routes);
  });
});
