/** The workerd process serving a port and its CPU time, from Linux /proc (no procps needed on a bare machine). */
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

/** User + system CPU milliseconds the process has used (clock ticks of 10 ms). */
export function processCpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}
