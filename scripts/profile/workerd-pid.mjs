/** The workerd process serving a port, from Linux /proc (no procps needed on a bare machine). */
import { readdirSync, readFileSync } from 'node:fs';

export function workerdPid(port) {
  for (const entry of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    let cmdline = '';
    try {
      cmdline = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0').join(' ');
    } catch {
      continue; // a process that ended while we looked
    }
    if (cmdline.includes('workerd') && cmdline.includes(' serve ') && cmdline.includes(`127.0.0.1:${port}`)) return entry;
  }
  throw new Error(`no workerd process serves port ${port}`);
}
