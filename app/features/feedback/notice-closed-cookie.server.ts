/**
 * The notice bar closed without JavaScript: a cookie the root loader reads, so the bar stays away on every page
 * for a year. With JavaScript the close is remembered on the device instead (local-flags.ts), which keeps the
 * visitor's pages in the shared page cache; this cookie's musika_ prefix takes a no-JS visitor who closed the
 * bar out of it (server/page-cache.ts), since their pages differ.
 */
const NAME = 'musika_notice_closed';
const YEAR_SECONDS = 365 * 24 * 60 * 60;

export const noticeClosedCookie = () => `${NAME}=1; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax; HttpOnly`;

const CLOSED = new RegExp(`(?:^|;\\s*)${NAME}=1(?:;|$)`);

export const noticeClosed = (request: Request) => CLOSED.test(request.headers.get('cookie') ?? '');
