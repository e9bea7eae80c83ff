import { ws } from 'msw';
import { openImConnection } from '@server/im/protocol';
import { mockBackend } from './backend';
import { activeScenarios } from './scenario-state';

/** SPEC §7: the IM socket at {host}/chat. */
export const chat = ws.link(/\/chat(\?.*)?$/);

interface OpenSocket {
  account: () => string | undefined;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}
const open = new Set<OpenSocket>();

/**
 * A raw IM frame straight onto the sockets of `account` (every open socket when none is named),
 * as a server that sends something this client does not expect would: stories script frames on
 * a timeline with it. Returns how many sockets got it.
 */
export function pushImFrame(frame: unknown, account?: string): number {
  let sent = 0;
  for (const socket of open) {
    if (account && socket.account() !== account) continue;
    socket.send(JSON.stringify(frame));
    sent += 1;
  }
  return sent;
}

/** Drops every open IM socket as a network would (the client reconnects by itself). */
export function dropImSockets(code = 4000, reason = 'network dropped'): number {
  const sockets = [...open];
  open.clear();
  for (const socket of sockets) socket.close(code, reason);
  return sockets.length;
}

/** Hosts the IM protocol of the core on MSW's WebSocket interception. */
export const imSocketHandler = chat.addEventListener('connection', ({ client }) => {
  const token = new URL(client.url).searchParams.get('token') ?? '';
  const backend = mockBackend();
  const scenarios = activeScenarios();
  if (scenarios.has('invalid-identity')) {
    client.send(JSON.stringify({ type: 'error', code: 'invalid_identity' }));
    client.close(4401, 'invalid identity');
    return;
  }
  const connection = openImConnection(
    backend.core,
    {
      send: (data) => client.send(data),
      // MSW delivers sent frames on a later tick; closing on the same tick would drop the last one.
      close: (code, reason) => setTimeout(() => client.close(code, reason), 0),
    },
    token,
  );
  client.addEventListener('message', (event) => {
    const data = String(event.data);
    connection.receive(data).then(
      () => {
        const account = connection.account;
        if (!account || !data.includes('"login"')) return;
        runSocketScenarios(scenarios, account, client);
      },
      (error: unknown) => console.error('mock IM: frame failed', error),
    );
  });
  const entry: OpenSocket = {
    account: () => connection.account,
    send: (data) => client.send(data),
    close: (code, reason) => client.close(code, reason),
  };
  open.add(entry);
  client.addEventListener('close', () => {
    open.delete(entry);
    connection.dispose();
  });
});

function push(
  client: { send(data: string): void },
  body: Record<string, unknown>,
  extra: Record<string, unknown> = {},
) {
  client.send(
    JSON.stringify({
      type: 'message',
      message: {
        MessageType: 'CC.ChatMessage',
        MessageID: `scn-${Date.now()}`,
        fromAccount: 'E1001',
        MessageBody: { ...body, ...extra },
      },
    }),
  );
}

/** Socket-side scenarios of SPEC §8, triggered once the client has logged in. */
function runSocketScenarios(
  scenarios: ReadonlySet<string>,
  account: string,
  client: { send(data: string): void; close(code?: number, reason?: string): void },
) {
  const backend = mockBackend();
  if (scenarios.has('kickoff')) {
    setTimeout(
      () =>
        backend.core.bus.publish(`kick:${account}`, { type: 'kickoff', connectionId: 'scenario' }),
      1500,
    );
  }
  if (scenarios.has('im-disconnect')) {
    setTimeout(() => client.close(4000, 'network dropped'), 3000);
  }
  if (scenarios.has('no-session-message')) {
    setTimeout(
      () =>
        push(client, {
          Body: { Type: 'Text', Content: '你好' },
          ClientType: 'user',
          SessionID: null,
        }),
      1000,
    );
  }
  if (scenarios.has('unknown-message-type')) {
    setTimeout(
      () =>
        push(client, {
          Body: { Type: 'Location', Content: '北京市海淀区' },
          ClientType: 'engineer',
          SessionID: 'scn',
        }),
      1000,
    );
  }
}
