import { data, type MetaFunction } from '@remix-run/cloudflare';
import { NotFoundScreen } from '~/components/status-screen';

export const meta: MetaFunction = () => [{ title: 'Page not found — Musika' }, { name: 'robots', content: 'noindex' }];

export const headers = () => ({ 'Cache-Control': 'no-store' });

/** The not-found screen answers with status 404 even at its own address. */
export function loader() {
  return data({}, { status: 404 });
}

export default function NotFound() {
  return <NotFoundScreen />;
}
