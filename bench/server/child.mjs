// The reference server as the bench runs it: the built bundle (argv[2]) in this process, plus an
// IPC answer to "how are you now?": memory after a full collection (node --expose-gc) and how
// long the event loop was held up since the last question. So the bench reads the server's own
// figures without an admin endpoint. RSS is read from /proc as well.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';

const loop = monitorEventLoopDelay({ resolution: 10 });
loop.enable();

process.on('message', (message) => {
  if (message?.type !== 'memory') return;
  const delay = { p99: loop.percentile(99) / 1e6, max: loop.max / 1e6 };
  // Twice: the first pass can leave objects only the second one frees (weak refs, finalizers).
  globalThis.gc?.();
  globalThis.gc?.();
  process.send?.({
    type: 'memory',
    id: message.id,
    collected: typeof globalThis.gc === 'function',
    loop: delay,
    ...process.memoryUsage(),
  });
  loop.reset();
});

await import(pathToFileURL(process.argv[2]).href);
