import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/cloudflare';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteLoaderData, type ShouldRevalidateFunction } from '@remix-run/react';
import type { ReactNode } from 'react';
import '~/styles/global.css';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { container, main } from '~/components/layout.css';
import { AuthPopupProvider } from '~/features/auth/auth-popup';
import { clearSession, markCookieChecked, setToken, wasCookieChecked } from '~/features/auth/cookies.server';
import { getVisitor, headerCounts } from '~/features/auth/viewer.server';
import { readCartCookie } from '~/features/cart/cart-cookie.server';
import { itemCount } from '~/features/cart/cart-rules';
import { fallbackCategoryMenu } from '~/features/catalogue/fallback-menu';
import { NavigationProgress } from '~/features/layout/navigation-progress';
import { SiteFooter } from '~/features/layout/site-footer';
import { SiteHeader, type HeaderViewer } from '~/features/layout/site-header';
import { CATEGORY_MENU_ISLAND } from '~/features/layout/category-menu';
import { categoryMenuHtml } from '~/features/layout/category-menu-html.server';
import { ZwgRateProvider } from '~/features/money/zwg-rate';
import { query } from '~/graphql/client.server';
import { SiteOverlays } from '~/features/overlays/site-overlays';
import { NoticeBar } from '~/features/feedback/notice-bar';
import { noticeClosed } from '~/features/feedback/notice-closed-cookie.server';
import { NOTICE_DISMISSED_SCRIPT } from '~/features/feedback/local-flags';
import { CookieSessionQuery } from '~/graphql/queries/accounts.server';
import { layoutBusinessCategories, loadLayout } from '~/features/layout/layout.server';
import { withDevelopersLink } from '~/features/developers/footer-link.server';
import { useHydratedMarker } from '~/lib/hydrated-marker';
import { useNonce } from '~/lib/nonce';
import { requestLanguage } from '~/lib/i18n/language';
import { localMenu } from '~/features/layout/menu-names.server';
import { translator } from '~/lib/i18n/translate.server';
import { chromeText } from '~/features/layout/chrome-text.server';
import type { ChromeText } from '~/features/layout/chrome-text';
import { languageSwitchHtml } from '~/features/layout/language-switch-html.server';
import { offlineWords, siteText } from '~/features/shell/site-text.server';
import { offlineWorkerWords } from '~/features/shell/offline-worker-words.server';

export const meta: MetaFunction = () => [
  { title: 'Musika — Zimbabwe’s marketplace' },
  { name: 'description', content: 'Buy and sell in Zimbabwe: products, cars, houses, services and deals from local stores.' },
];

export const links: LinksFunction = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }];

/**
 * A logged-out visit asks the API once whether its own login cookie names a session (spec §1); the answer
 * is remembered for the browser session either way. Visitors without that cookie have nothing to ask about,
 * and their pages stay free of Set-Cookie (so shared caches may keep them).
 */
async function checkCookieSession(context: LoaderFunctionArgs['context'], request: Request, headers: Headers) {
  if (!/(?:^|;\s*)ezw_session=/.test(request.headers.get('cookie') ?? '')) return;
  if (await wasCookieChecked(request)) return;
  headers.append('Set-Cookie', await markCookieChecked(request));
  const { cookieSession } = await query(context, request, CookieSessionQuery, {}, { token: null, forwardCookie: true });
  if (cookieSession) headers.append('Set-Cookie', await setToken(request, cookieSession.token, cookieSession.expiresAt));
}

export async function loader({ context, request }: LoaderFunctionArgs) {
  // Independent: in parallel. getVisitor is asked first, synchronously, so route loaders share this answer.
  const [visitor, layout, cartLines] = await Promise.all([
    getVisitor(context, request, { counts: true }),
    loadLayout(context, request),
    readCartCookie(request),
  ]);
  // A logged-in user's cart count comes from their server cart.
  const counts = await headerCounts(context, request, visitor);
  const headers = new Headers();
  // A token the API refuses logs the visitor out (spec §7: a 401 triggers logout).
  if (visitor.staleToken) for (const c of (await clearSession(request)).getSetCookie()) headers.append('Set-Cookie', c);
  if (!visitor.token) await checkCookieSession(context, request, headers);
  // Spec §8: the category menu falls back to the built-in list on failure. Written once as HTML, kept out of the
  // loader data (app/lib/static-island.tsx).
  // The language switch rides in the same island (language-switch.tsx), first, so a reader of any language sees it
  // without scrolling the row; it costs the client no code.
  const lang = requestLanguage(request);
  const t = translator(lang);
  context.islands[CATEGORY_MENU_ISLAND] = languageSwitchHtml(lang) + categoryMenuHtml(layout.categoryMenu ?? fallbackCategoryMenu, lang);
  const viewer: HeaderViewer | null = visitor.viewer
    ? {
        displayName: visitor.viewer.displayName,
        isVendor: visitor.viewer.isVendor,
        isOperator: visitor.viewer.operatorRoles.length > 0,
        hasDashboard: visitor.viewer.businesses.length > 0,
      }
    : null;
  const cartCount = counts ? counts.cartItems : itemCount(cartLines);
  const unreadNotifications = counts?.unreadNotifications ?? 0;
  return data(
    {
      // The page's language (issue 33 §3) and the header's and footer's words in it.
      lang,
      chrome: chromeText(t, { cart: cartCount, unread: unreadNotifications, viewerName: viewer?.displayName ?? null }),
      // The auth popup's, error screens' and overlays' words, and offline shopping's on <html> (site-text.ts).
      words: siteText(t),
      offline: { ...offlineWords(t), ...offlineWorkerWords(t, lang) },
      companyMenu: localMenu(t, lang, withDevelopersLink(layout.companyMenu?.items ?? [])),
      supportMenu: localMenu(t, lang, layout.supportMenu?.items ?? []),
      viewer,
      cartCount,
      unreadNotifications,
      zwgRateMicros: layout.exchangeRate?.rateMicros ?? null,
      // The editors' notice bar (issue 29); null while its settings cannot be read, or once closed without
      // JavaScript (a cookie): no bar then.
      noticeBar: noticeClosed(request) ? null : (layout.noticeBar ?? null),
      // The stores' categories for the filters and forms of stores and buyer requests (useBusinessCategories).
      businessCategories: await layoutBusinessCategories(context, request),
      // Loaded only after the visitor accepts cookies (app/features/shell/tag-manager.ts); null: none configured.
      tagManagerId: context.publicConfig.tagManagerId,
      // The "Continue with …" buttons of the login and register forms (app/features/auth/social-buttons.tsx).
      socialProviders: context.publicConfig.socialProviders,
    },
    { headers },
  );
}

/** Header and footer data do not change while browsing: reload them only after a form changes something. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod && formMethod !== 'GET' ? defaultShouldRevalidate : false;

const NO_TEXT = {} as ChromeText;

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  const nonce = useNonce();
  // Without root data (a page whose root loader crashed; its parts degrade rather than fail) the chrome has no
  // words: an English copy here would cost every page's first load bytes the budget does not have.
  const text = data?.chrome ?? NO_TEXT;
  useHydratedMarker();
  return (
    <html lang={data?.lang ?? 'en'} {...data?.offline}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b7a3e" />
        <Meta />
        <Links />
        {/* Before the first paint: a visitor who closed the new-version notice never sees it flash. */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script (local-flags.ts) built from constants with JSON.stringify, no input. */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: NOTICE_DISMISSED_SCRIPT }} />
      </head>
      <body>
        <NavigationProgress labels={data?.chrome && { loading: text.loadingPage, submitting: text.sending }} />
        <AuthPopupProvider>
          <ZwgRateProvider rateMicros={data?.zwgRateMicros ?? null} lang={data?.lang} card={text.card}>
            <a className="visually-hidden" href="#main">
              {text.skipToContent}
            </a>
            <NoticeBar notice={data?.noticeBar ?? null} />
            <SiteHeader text={text} viewer={data?.viewer ?? null} cartCount={data?.cartCount ?? 0} unread={data?.unreadNotifications ?? 0} />
            <main id="main" className={`${container} ${main}`}>
              {children}
            </main>
            {/* Before the footer: on a phone the Help button stands in the page there (overlays.css.ts). */}
            <SiteOverlays />
            <SiteFooter text={text} company={data?.companyMenu ?? []} support={data?.supportMenu ?? []} />
          </ZwgRateProvider>
        </AuthPopupProvider>
        <ScrollRestoration nonce={nonce} />
        {/* The modules load after the page's images (patches/@remix-run+react: afterLoad): on 3G they would take
            the bandwidth the picture in view needs, and the page works without them until they arrive. */}
        <Scripts nonce={nonce} afterLoad />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export const ErrorBoundary = GeneralErrorBoundary;
