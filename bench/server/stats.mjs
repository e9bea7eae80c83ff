// Small numeric and printing helpers for bench/server.mjs.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** The p-th percentile (0..100) of `values` by nearest rank; undefined when there are none. */
export function percentile(values, p) {
  if (values.length === 0) return undefined;
  const sorted = Float64Array.from(values).sort();
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1];
}

export function latencySummary(values) {
  return {
    count: values.length,
    p50: percentile(values, 50),
    p95: percentile(values, 95),
    p99: percentile(values, 99),
    max: percentile(values, 100),
  };
}

export const ms = (value) => (value === undefined ? '—' : `${value.toFixed(1)} ms`);
export const mb = (bytes) => (bytes === undefined ? '—' : `${(bytes / 2 ** 20).toFixed(1)} MB`);
export const kb = (bytes) => (bytes === undefined ? '—' : `${(bytes / 1024).toFixed(1)} KB`);
export const rate = (perSecond) => (perSecond === undefined ? '—' : `${perSecond.toFixed(0)} /s`);

/** Resident set size of a process in bytes (Linux /proc), or undefined elsewhere. */
export function rssOf(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kbytes = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1]);
    return Number.isFinite(kbytes) ? kbytes * 1024 : undefined;
  } catch {
    return undefined;
  }
}

/** The shell's open-file limits (soft and hard), which bound how many sockets a process holds. */
export function fileLimits() {
  try {
    const [soft, hard] = execFileSync('sh', ['-c', 'ulimit -n; ulimit -Hn'], { encoding: 'utf8' })
      .trim()
      .split('\n');
    return { soft: Number(soft) || soft, hard: Number(hard) || hard };
  } catch {
    return { soft: undefined, hard: undefined };
  }
}

/** Prints rows of [label, value] (a row of one string is a section heading) as a table. */
export function printTable(title, rows) {
  const width = Math.max(...rows.filter((r) => r.length === 2).map(([label]) => label.length));
  const line = '─'.repeat(width + 30);
  console.log(`\n${title}\n${line}`);
  for (const row of rows) {
    if (row.length === 1) console.log(`\n  ${row[0]}`);
    else console.log(`  ${row[0].padEnd(width)}  ${row[1]}`);
  }
  console.log(line);
}

/** CPU seconds (user + system) a process has used so far (Linux /proc; clock ticks of 1/100 s). */
export function cpuSecondsOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which may contain spaces, so split after its ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return undefined;
  }
}
