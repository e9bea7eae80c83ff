import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';

const TabList = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Tab = styled.button`
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space[3]};
  border: 0;
  border-bottom: 2px solid transparent;
  background: none;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizes.sm};
  cursor: pointer;
  &[aria-selected='true'] {
    color: ${({ theme }) => theme.colors.text};
    border-bottom-color: ${({ theme }) => theme.colors.brand};
    font-weight: ${({ theme }) => theme.font.weights.bold};
  }
`;

const Panel = styled.div`
  flex: 1;
  min-height: 0;
  overflow-y: auto;
`;

export interface TabItem<K extends string> {
  key: K;
  label: string;
  content: ReactNode;
}

export interface TabsProps<K extends string> {
  label: string;
  items: readonly TabItem<K>[];
  value: K;
  onChange: (key: K) => void;
}

/** WAI-ARIA tabs: arrow keys, Home and End move between tabs; only the chosen panel renders. */
export function Tabs<K extends string>({ label, items, value, onChange }: TabsProps<K>) {
  const id = useId();
  const refs = useRef(new Map<K, HTMLButtonElement>());
  const current = items.find((item) => item.key === value) ?? items[0];
  const onKeyDown = (e: KeyboardEvent) => {
    const index = items.findIndex((item) => item.key === current?.key);
    const target =
      e.key === 'ArrowRight'
        ? items[(index + 1) % items.length]
        : e.key === 'ArrowLeft'
          ? items[(index - 1 + items.length) % items.length]
          : e.key === 'Home'
            ? items[0]
            : e.key === 'End'
              ? items[items.length - 1]
              : undefined;
    if (!target) return;
    e.preventDefault();
    onChange(target.key);
    refs.current.get(target.key)?.focus();
  };
  return (
    <>
      <TabList role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {items.map((item) => (
          <Tab
            key={item.key}
            ref={(el) => void (el ? refs.current.set(item.key, el) : refs.current.delete(item.key))}
            type="button"
            role="tab"
            id={`${id}-tab-${item.key}`}
            aria-selected={item.key === current?.key}
            aria-controls={item.key === current?.key ? `${id}-panel-${item.key}` : undefined}
            tabIndex={item.key === current?.key ? 0 : -1}
            onClick={() => onChange(item.key)}
          >
            {item.label}
          </Tab>
        ))}
      </TabList>
      {current && (
        <Panel
          role="tabpanel"
          id={`${id}-panel-${current.key}`}
          aria-labelledby={`${id}-tab-${current.key}`}
          tabIndex={0}
        >
          {current.content}
        </Panel>
      )}
    </>
  );
}
