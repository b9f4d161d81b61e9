import { data, type MetaFunction } from '@remix-run/cloudflare';
import { titleMeta } from '~/components/status-meta';
import { ServerErrorScreen } from '~/components/status-screen';

export const meta: MetaFunction = ({ matches }) => titleMeta(matches, 'server');

/** The screen answers with the status it describes. */
export function loader() {
  return data({}, { status: 500 });
}

export default function ServerError() {
  return <ServerErrorScreen />;
}
