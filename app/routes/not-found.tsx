import { data, type MetaFunction } from '@remix-run/cloudflare';
import { titleMeta } from '~/components/status-meta';
import { NotFoundScreen } from '~/components/status-screen';

export const meta: MetaFunction = ({ matches }) => titleMeta(matches, 'nf');

export const headers = () => ({ 'Cache-Control': 'no-store' });

/** The not-found screen answers with status 404 even at its own address. */
export function loader() {
  return data({}, { status: 404 });
}

export default function NotFound() {
  return <NotFoundScreen />;
}
