// The server under test as a child process: started on an ephemeral port with its own data
// directory, asked for its memory over IPC, and stopped with SIGTERM like `npm start` is.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const CHILD = fileURLToPath(new URL('./child.mjs', import.meta.url));

export async function startServerProcess({ main, dataDir, distDir, nodeArgs = [], env = {} }) {
  const child = spawn(process.execPath, ['--expose-gc', ...nodeArgs, CHILD, main], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DIST_DIR: distDir,
      SIMULATE: 'off',
      // Its engineers sign in with the demo's password.
      DEMO_ACCOUNTS: 'on',
      // The bench is hundreds of visitors from one address: the limits would be what it measures.
      RATE_REQUESTS_PER_MINUTE: '10000000',
      RATE_VISITORS_PER_HOUR: '10000000',
      RATE_WRITES_PER_MINUTE: '10000000',
      // #37 caps an address at 3 queued visitors: the bench queues all of them from loopback.
      QUEUED_PER_ADDRESS: '1000000',
      // Every request and socket logs at info; at thousands a second that is the bench's
      // bottleneck, not the server's. Warnings and errors still come through and are counted.
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  // pino writes JSON lines to stdout; at LOG_LEVEL=warn each one is a warning or an error.
  const log = { lines: 0, last: [] };
  child.stdout.on('data', (chunk) => {
    for (const line of chunk.toString().split('\n').filter(Boolean)) {
      log.lines += 1;
      log.last = [...log.last.slice(-2), line.slice(0, 240)];
    }
  });
  const exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );

  const url = await new Promise((resolve, reject) => {
    let text = '';
    const timer = setTimeout(() => reject(new Error(`no server URL after 30 s:\n${text}`)), 30_000);
    child.stderr.on('data', (chunk) => {
      text += chunk.toString();
      // One server prints the visitor's page; a node of a cluster, where it is up.
      const match =
        /visitor:\s+(http:\/\/\S+?)\/chatQueue/.exec(text) ?? / is up at (http:\/\/\S+)/.exec(text);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    void exited.then(({ code }) => reject(new Error(`server exited (${code}):\n${text}`)));
  });

  let asked = 0;
  const memory = () =>
    new Promise((resolve, reject) => {
      const id = ++asked;
      const timer = setTimeout(() => reject(new Error('no memory answer in 30 s')), 30_000);
      const listen = (message) => {
        if (message?.type !== 'memory' || message.id !== id) return;
        clearTimeout(timer);
        child.off('message', listen);
        resolve(message);
      };
      child.on('message', listen);
      child.send({ type: 'memory', id });
    });

  async function stop() {
    if (child.exitCode !== null || child.signalCode !== null) return exited;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    const result = await exited;
    clearTimeout(timer);
    return result;
  }

  return { pid: child.pid, url, wsUrl: url.replace(/^http/, 'ws'), memory, stop, log };
}
