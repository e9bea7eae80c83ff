// Stateful demos for the stories: a paged history over HTTP and live traffic.
import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/button';
import type { HistoricalMessage } from '@/lib/contract';
import { MessageList } from './message-list';
import {
  DemoBubble,
  isMine,
  isSending,
  makeConversation,
  type DemoMessage,
} from './message-list.fixtures';

export const Frame = styled.div`
  display: flex;
  flex-direction: column;
  height: 100vh;
  max-width: 560px;
  margin: 0 auto;
  border-inline: 1px solid ${({ theme }) => theme.colors.border};
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[2]};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const render = (message: DemoMessage) => <DemoBubble message={message} />;
// Demo copy, kept out of JSX literals like every other text in src/components.
const TEXT = {
  label: '与客服的对话',
  incoming: '收到一条新消息',
  send: '我发送一条',
  mine: '我刚发的消息',
};

export function DemoList(props: { items: DemoMessage[]; toolbar?: ReactNode }) {
  return (
    <Frame>
      {props.toolbar ? <Toolbar>{props.toolbar}</Toolbar> : null}
      <MessageList
        label={TEXT.label}
        items={props.items}
        renderItem={render}
        isOwn={isMine}
        isPending={isSending}
      />
    </Frame>
  );
}

// ---- Paged history from an MSW handler ----

const HISTORY = makeConversation(200, { end: Date.now(), spacingMs: 40 * 60_000, seed: 3 });
const PAGE = 20;

/** GET /api/csc/session/c/messages/:id?before=<message_id>&size=N, newest page first, 900 ms late. */
export const historyHandlers = [
  http.get('/api/csc/session/c/messages/:id', async ({ request }) => {
    await delay(900);
    const url = new URL(request.url);
    const before = url.searchParams.get('before');
    const size = Number(url.searchParams.get('size') ?? PAGE);
    const end = before ? HISTORY.findIndex((m) => m.id === before) : HISTORY.length;
    const page = HISTORY.slice(Math.max(0, end - size), end);
    const data: HistoricalMessage[] = page.map((m) => ({
      message_id: m.id,
      client_type: m.from === 'me' ? 'user' : 'engineer',
      message_type: 'Text',
      text: m.text,
      send_time: new Date(m.timestamp).toISOString(),
    }));
    return HttpResponse.json({ statusCode: 200, data: { data, has_more: end - size > 0 } });
  }),
] as RequestHandler[];

async function fetchPage(before?: string) {
  const query = new URLSearchParams({ size: String(PAGE), ...(before ? { before } : {}) });
  const response = await fetch(`/api/csc/session/c/messages/demo?${query}`);
  const body = (await response.json()) as {
    data: { data: HistoricalMessage[]; has_more: boolean };
  };
  const items = body.data.data.map<DemoMessage>((m) => ({
    id: m.message_id ?? m.send_time,
    timestamp: Date.parse(m.send_time),
    from: m.client_type === 'user' ? 'me' : 'agent',
    text: m.text ?? '',
  }));
  return { items, hasMore: body.data.has_more };
}

export function PagedHistory() {
  const [items, setItems] = useState<DemoMessage[]>([]);
  const [hasMore, setHasMore] = useState(false);
  const [loadedAt, setLoadedAt] = useState<number>();
  useEffect(() => {
    void fetchPage().then((page) => {
      setItems(page.items);
      setHasMore(page.hasMore);
      setLoadedAt(Date.now());
    });
  }, []);
  const loadOlder = useCallback(async () => {
    const page = await fetchPage(items[0]?.id);
    setItems((current) => [...page.items, ...current]);
    setHasMore(page.hasMore);
  }, [items]);
  return (
    <Frame>
      <MessageList
        label={TEXT.label}
        items={items}
        renderItem={render}
        isOwn={isMine}
        hasMore={hasMore}
        onLoadOlder={loadOlder}
        historyLoadedAt={loadedAt}
      />
    </Frame>
  );
}

// ---- Live traffic ----

/** Agent messages every `everyMs` (0 = only on demand), and the reader's own with a send delay. */
export function LiveConversation({ everyMs }: { everyMs: number }) {
  const [items, setItems] = useState(() => makeConversation(60, { spacingMs: 60_000 }));
  const next = useRef(1000);
  const incoming = useCallback(() => {
    const [message] = makeConversation(1, { prefix: 'live-', firstNumber: next.current++ });
    setItems((current) => [...current, { ...message!, from: 'agent', timestamp: Date.now() }]);
  }, []);
  const send = () => {
    const id = `tmp-${next.current++}`;
    const mine: DemoMessage = {
      id,
      timestamp: Date.now(),
      from: 'me',
      text: TEXT.mine,
      status: 'sending',
    };
    setItems((current) => [...current, mine]);
    // The server confirms with its own id, as a real send does.
    setTimeout(() => {
      setItems((current) =>
        current.map((m) => (m.id === id ? { ...m, id: `sent-${id}`, status: undefined } : m)),
      );
    }, 800);
  };
  useEffect(() => {
    if (!everyMs) return;
    const timer = setInterval(incoming, everyMs);
    return () => clearInterval(timer);
  }, [everyMs, incoming]);
  const toolbar = (
    <>
      <Button variant="secondary" onClick={incoming}>
        {TEXT.incoming}
      </Button>
      <Button onClick={send}>{TEXT.send}</Button>
    </>
  );
  return <DemoList items={items} toolbar={toolbar} />;
}
