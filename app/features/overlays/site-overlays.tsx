/**
 * Every overlay the site shows on all pages (spec §2 overlays), mounted once by root.tsx. Each part keeps
 * its own first-load JavaScript tiny and loads the rest when it is needed (issue 13: ≤ 8 KB gzip on home).
 */
import { FeedbackOverlays } from '~/features/feedback/feedback-overlays';
import { ShellOverlays } from '~/features/shell/shell-overlays';

export function SiteOverlays() {
  return (
    <>
      <FeedbackOverlays />
      <ShellOverlays />
    </>
  );
}
