// The message load of bench/server.mjs: visitors send over HTTP (the app's send call) and the
// engineers' sockets report when each message arrives; latency is send start -> delivery.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { latencySummary } from './stats.mjs';

/** Routes engineer socket frames to the phase whose message they carry (by ClientMsgId prefix). */
export function createTracker() {
  const phases = new Map();
  return {
    phase(prefix) {
      const phase = {
        prefix,
        pending: new Map(),
        ack: [],
        delivery: [],
        slow: [],
        errors: [],
        sent: 0,
        startedAt: performance.now(),
      };
      phases.set(prefix, phase);
      return phase;
    },
    onEngineerFrame(text) {
      // Most frames at this point are messages; skip the rest without parsing.
      if (!text.startsWith('{"type":"message"')) return;
      const id = JSON.parse(text).message?.MessageBody?.id;
      const phase = typeof id === 'string' ? phases.get(id.slice(0, 2)) : undefined;
      const started = phase?.pending.get(id);
      if (started === undefined) return;
      phase.pending.delete(id);
      const latency = performance.now() - started;
      phase.delivery.push(latency);
      // When in the phase the slow ones were sent: one stall or a steady tail.
      if (latency > 250) phase.slow.push(Math.floor((started - phase.startedAt) / 1000));
    },
  };
}

async function sendOne(call, phase, visitor, n) {
  const id = `${phase.prefix}${n}`;
  const started = performance.now();
  phase.pending.set(id, started);
  phase.sent += 1;
  try {
    await call('POST', '/api/csc/core/webchat/main', {
      token: visitor.token,
      body: {
        token: visitor.token,
        message_body: {
          MsgType: 'text',
          Content: `bench message ${id}`,
          CreateTime: Math.floor(Date.now() / 1000),
          ClientMsgId: id,
        },
      },
    });
    phase.ack.push(performance.now() - started);
  } catch (error) {
    phase.pending.delete(id);
    phase.errors.push(error);
  }
}

async function settle(phase, graceMs) {
  const end = Date.now() + graceMs;
  while (phase.pending.size > 0 && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
  phase.lost = phase.pending.size;
}

/** Watches this process's own event loop, so client-side stalls are not blamed on the server. */
function loopMonitor() {
  const histogram = monitorEventLoopDelay({ resolution: 5 });
  histogram.enable();
  return () => {
    histogram.disable();
    return { p99: histogram.percentile(99) / 1e6, max: histogram.max / 1e6 };
  };
}

/** Open loop: `perSecond` sends spread evenly over `seconds`, whatever the answers take. */
export async function fixedRate({ call, phase, visitors, perSecond, seconds }) {
  const total = Math.round(perSecond * seconds);
  const loop = loopMonitor();
  const inflight = new Set();
  const started = performance.now();
  phase.startedAt = started;
  let issued = 0;
  await new Promise((resolve) => {
    const timer = setInterval(() => {
      const due = Math.min(total, Math.floor(((performance.now() - started) * perSecond) / 1000));
      while (issued < due) {
        const send = sendOne(call, phase, visitors[issued % visitors.length], issued);
        issued += 1;
        inflight.add(send);
        void send.finally(() => inflight.delete(send));
      }
      if (issued >= total) {
        clearInterval(timer);
        resolve();
      }
    }, 5);
  });
  phase.seconds = (performance.now() - started) / 1000;
  await Promise.all(inflight);
  await settle(phase, 10_000);
  phase.clientLoop = loop();
  return phase;
}

/** Closed loop: `concurrency` senders, each sending again as soon as its send is answered. */
export async function saturate({ call, phase, visitors, concurrency, seconds }) {
  const loop = loopMonitor();
  const started = performance.now();
  phase.startedAt = started;
  const end = started + seconds * 1000;
  let n = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < end) {
        const k = n++;
        await sendOne(call, phase, visitors[(k * 7919) % visitors.length], k);
      }
    }),
  );
  phase.seconds = (performance.now() - started) / 1000;
  await settle(phase, 10_000);
  phase.clientLoop = loop();
  return phase;
}

/** What is worth keeping of a phase: counts and latency percentiles, not every sample. */
export function summary(phase) {
  return {
    sent: phase.sent,
    acked: phase.ack.length,
    errors: phase.errors.length,
    firstError: phase.errors[0]?.message,
    lost: phase.lost,
    seconds: phase.seconds,
    ack: latencySummary(phase.ack),
    delivery: latencySummary(phase.delivery),
    clientLoop: phase.clientLoop,
    slow: { count: phase.slow.length, seconds: [...new Set(phase.slow)] },
  };
}
