/** The cookie banner and the service worker's update prompt (helper B builds these). */
export function ShellOverlays() {
  return null;
}
