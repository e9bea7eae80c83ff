// The table bench/server.mjs prints.
import { kb, mb, ms, printTable, rate } from './stats.mjs';

const pct = (share) =>
  share === undefined || Number.isNaN(share) ? '—' : `${(share * 100).toFixed(0)} %`;

function perVisitor(result, from, to) {
  const a = result.memory[from];
  const b = result.memory[to];
  if (!a || !b) return '—';
  const n = result.visitors;
  return `heap ${kb((b.heapUsed - a.heapUsed) / n)}, RSS ${kb((b.rss - a.rss) / n)}`;
}

/** How many deliveries were slow and in which seconds of the phase they were sent. */
function slowSeconds(load) {
  if (!load.slow?.count) return '0';
  return `${load.slow.count} (sent at second ${load.slow.seconds.join(', ')})`;
}

function loadRows(title, phase) {
  const load = phase?.load;
  if (!load) return [[title], ['not reached', '']];
  const d = load.delivery;
  return [
    [title],
    [
      'sent / answered / failed / lost',
      `${load.sent} / ${load.acked} / ${load.errors} / ${load.lost}`,
    ],
    ['answered rate', rate(load.acked / load.seconds)],
    [
      'HTTP send answered p50 / p95 / p99',
      `${ms(load.ack.p50)} / ${ms(load.ack.p95)} / ${ms(load.ack.p99)}`,
    ],
    ['send -> engineer socket p50 / p95', `${ms(d.p50)} / ${ms(d.p95)}`],
    ['send -> engineer socket p99 / max', `${ms(d.p99)} / ${ms(d.max)}`],
    [
      'CPU: server / bench process (1 core = 100 %)',
      `${pct(phase.serverCpu)} / ${pct(phase.benchCpu)}`,
    ],
    // What one message costs the server (all its threads), and so what one core could answer.
    [
      'server CPU per answered send / sends per core',
      load.acked
        ? `${ms((1000 * phase.serverCpu * load.seconds) / load.acked)} / ${rate(load.acked / (phase.serverCpu * load.seconds))}`
        : '-',
    ],
    [
      'server event-loop delay p99 / max',
      `${ms(phase.serverLoop?.p99)} / ${ms(phase.serverLoop?.max)}`,
    ],
    ...(phase.database
      ? [
          [
            'PostgreSQL commits / rows written a second',
            `${rate(phase.database.commitsPerSecond)} / ${rate(phase.database.rowsPerSecond)}`,
          ],
        ]
      : []),
    [
      'bench process event-loop delay p99 / max',
      `${ms(load.clientLoop?.p99)} / ${ms(load.clientLoop?.max)}`,
    ],
    ['deliveries over 250 ms, in seconds', slowSeconds(load)],
    ...(load.firstError ? [['first failure', load.firstError]] : []),
  ];
}

function writeRows(label, stats) {
  if (!stats?.rows) return [[label, '—']];
  const span = (stats.last - stats.first) / 1000;
  const dupes = stats.rows - stats.distinctIds;
  return [
    [
      label,
      `${stats.rows} rows (${dupes} duplicates) in ${span.toFixed(1)} s = ${rate(stats.rows / span)}`,
    ],
  ];
}

export function report(result, error) {
  const phases = result.phases;
  const timed = (name) => {
    const p = phases[name];
    if (!p) return '—';
    const speed = rate((p.done ?? 0) / p.seconds);
    return `${p.seconds.toFixed(1)} s (${speed}), CPU ${pct(p.serverCpu)} / ${pct(p.benchCpu)}`;
  };
  const memRow = (label) => {
    const m = result.memory[label];
    return [label, m ? `heap ${mb(m.heapUsed)}, RSS ${mb(m.rss)}` : '—'];
  };
  printTable(
    `bench/server: ${result.visitors} visitor sockets, ${result.rate} msg/s for ${result.seconds} s`,
    [
      ['machine'],
      ['node, CPUs', `${result.node}, ${result.cpus}`],
      [
        'open files (ulimit -n soft / hard)',
        `${result.fileLimits.soft} / ${result.fileLimits.hard}`,
      ],
      [
        'load average at start / end (1 min)',
        `${result.loadAverage.start[0].toFixed(1)} / ${result.loadAverage.end?.[0]?.toFixed(1) ?? '—'}`,
      ],
      ['setup (CPU: server / bench process, 1 core = 100 %)'],
      ['9 engineers log in + sockets', timed('engineers')],
      [`${result.visitors} anonymous logins + userSig`, timed('logins')],
      [`${result.visitors} sockets open + IM login`, timed('sockets')],
      [`${result.visitors} queued + accepted`, timed('queue+accept')],
      ...loadRows(
        `fixed rate (${result.rate} msg/s, visitor HTTP send -> engineer socket)`,
        phases['fixed rate'],
      ),
      ...loadRows('saturation (32 senders back to back)', phases.saturation),
      ['server memory (heap after GC; RSS from /proc)'],
      ...[
        'started',
        'engineers',
        'logins',
        'sockets',
        'sessions',
        'after fixed rate',
        'after load',
      ].map(memRow),
      ['per visitor account (login)', perVisitor(result, 'engineers', 'logins')],
      ['per socket connection', perVisitor(result, 'logins', 'sockets')],
      ['per session (queued + accepted)', perVisitor(result, 'sockets', 'sessions')],
      [
        result.nodes
          ? `PostgreSQL (${result.nodes} nodes, one database)`
          : 'SQLite (read back after the server stopped)',
      ],
      ...writeRows('fixed-rate messages persisted', result.database?.fixed),
      ...writeRows('saturation messages persisted', result.database?.saturation),
      [
        result.nodes ? 'database size' : 'database file',
        result.database
          ? `${mb(result.database.bytes)}, ${result.database.messages} messages`
          : '—',
      ],
      ['server'],
      ['warnings and errors logged', String(result.serverLog?.lines ?? '—')],
      ...(result.serverLog?.last ?? []).map((line) => ['  last', line]),
      [
        'exit after SIGTERM',
        result.exit ? `code ${result.exit.code} ${result.exit.signal ?? ''}` : '—',
      ],
      ['total time', `${result.totalSeconds.toFixed(0)} s`],
      ...(error ? [['STOPPED EARLY', error.message]] : []),
    ],
  );
}
