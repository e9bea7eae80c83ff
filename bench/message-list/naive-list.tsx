// The baseline: every message in the DOM, no virtualization; same bubbles, same follow rule.
import { useLayoutEffect, useRef } from 'react';
import { isAtBottom } from '@/components/message-list';
import { DemoBubble, type DemoMessage } from '@/components/message-list/message-list.fixtures';

export function NaiveList({ items }: { items: DemoMessage[] }) {
  const scroller = useRef<HTMLDivElement>(null);
  const wasAtBottom = useRef(true);
  useLayoutEffect(() => {
    const el = scroller.current;
    if (el && wasAtBottom.current) el.scrollTop = el.scrollHeight;
  }, [items]);
  return (
    <div
      ref={scroller}
      role="log"
      aria-label="naive"
      style={{ height: '100%', overflowY: 'auto' }}
      onScroll={(event) => {
        wasAtBottom.current = isAtBottom(event.currentTarget);
      }}
    >
      {items.map((message) => (
        <div key={message.id} data-row-key={message.id} style={{ padding: '4px 12px' }}>
          <DemoBubble message={message} />
        </div>
      ))}
    </div>
  );
}
