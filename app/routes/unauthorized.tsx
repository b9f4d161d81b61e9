import { data, type MetaFunction } from '@remix-run/cloudflare';
import { titleMeta } from '~/components/status-meta';
import { UnauthorizedScreen } from '~/components/status-screen';

export const meta: MetaFunction = ({ matches }) => titleMeta(matches, 'unauthorized');

/** The screen answers with the status it describes. */
export function loader() {
  return data({}, { status: 403 });
}

export default function Unauthorized() {
  return <UnauthorizedScreen />;
}
