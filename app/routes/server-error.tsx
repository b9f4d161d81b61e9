import { data, type MetaFunction } from '@remix-run/cloudflare';
import { ServerErrorScreen } from '~/components/status-screen';

export const meta: MetaFunction = () => [{ title: 'Server error — Musika' }, { name: 'robots', content: 'noindex' }];

/** The screen answers with the status it describes. */
export function loader() {
  return data({}, { status: 500 });
}

export default function ServerError() {
  return <ServerErrorScreen />;
}
