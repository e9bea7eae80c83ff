import type { ApiClient } from '@/lib/api-client';
import { memoryOutbox } from './outbox';
import { SenderSlot, type SenderSide } from './sender-slot';
import type { ChatMessage } from '@/lib/contract';

const side = (rows: ChatMessage[]): SenderSide => ({
  scope: 'visitor:P1:u1',
  idPrefix: 'c',
  author: () => ({ isEngineer: false, authorRole: 'user', avatar: '', authorName: '我' }),
  store: {
    apply: (_sessionId, reduce) => {
      const next = reduce(rows, {});
      rows.splice(0, rows.length, ...next);
    },
  },
  post: () => () => new Promise(() => undefined),
});

const slot = (keepWaiting: boolean) =>
  new SenderSlot({
    api: {} as ApiClient,
    describe: String,
    outbox: memoryOutbox(),
    keepWaiting,
  });

describe('SenderSlot', () => {
  it('gives what was written before the pipeline loaded to the sender, with its author', async () => {
    const rows: ChatMessage[] = [];
    const senders = slot(false);
    const started = senders.start(side(rows));
    const written = senders.withSender((s) => s.text('你好'));
    await started;
    expect(await written).toMatchObject({ ok: true });
    expect(rows[0]).toMatchObject({ text: '你好', authorRole: 'user', authorName: '我' });
    expect(rows[0]!.id).toMatch(/^c-/);
    senders.stop();
  });

  it('drops what is written after a stop, unless the side keeps waiting for the next start', async () => {
    const dropping = slot(false);
    await dropping.start(side([]));
    dropping.stop();
    expect(await dropping.withSender(() => 'sent')).toBeUndefined();

    const waiting = slot(true);
    await waiting.start(side([]));
    waiting.stop();
    const later = waiting.withSender(() => 'sent');
    await waiting.start(side([]));
    expect(await later).toBe('sent');
    waiting.stop();
  });

  it('makes no sender for a start that was stopped while the pipeline loaded', async () => {
    const senders = slot(false);
    const started = senders.start(side([]));
    senders.stop();
    expect(await started).toBeUndefined();
    expect(senders.sender).toBeUndefined();
  });
});
