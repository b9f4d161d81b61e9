import { data, type MetaFunction } from '@remix-run/cloudflare';
import { UnauthorizedScreen } from '~/components/status-screen';

export const meta: MetaFunction = () => [{ title: 'Unauthorized — Musika' }, { name: 'robots', content: 'noindex' }];

/** The screen answers with the status it describes. */
export function loader() {
  return data({}, { status: 403 });
}

export default function Unauthorized() {
  return <UnauthorizedScreen />;
}
