import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

export type ReviewTab = 'sessions' | 'metrics';
const TABS: readonly ReviewTab[] = ['sessions', 'metrics'];

const List = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[1]};
  padding: 0 ${({ theme }) => theme.space[3]};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Tab = styled.button`
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space[3]};
  border: 0;
  border-bottom: 3px solid transparent;
  background: none;
  color: ${({ theme }) => theme.colors.textMuted};
  font: inherit;
  font-size: ${({ theme }) => theme.font.sizes.md};
  cursor: pointer;
  &[aria-selected='true'] {
    color: ${({ theme }) => theme.colors.text};
    border-bottom-color: ${({ theme }) => theme.colors.brand};
    font-weight: ${({ theme }) => theme.font.weights.bold};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -2px;
  }
`;

/** The id of a tab and of its panel, so each names the other. */
export const tabId = (base: string, tab: ReviewTab) => `${base}-tab-${tab}`;
export const panelId = (base: string, tab: ReviewTab) => `${base}-panel-${tab}`;

/**
 * Sessions or metrics, over the same filters (ARIA tabs: arrows, Home and End move between
 * them, and the selected one is the only stop for Tab).
 */
export function ReviewTabs({
  idBase,
  selected,
  onSelect,
}: {
  idBase: string;
  selected: ReviewTab;
  onSelect: (tab: ReviewTab) => void;
}) {
  const { t } = useTranslation();
  const refs = useRef(new Map<ReviewTab, HTMLButtonElement>());
  const onKeyDown = (event: KeyboardEvent) => {
    const at = TABS.indexOf(selected);
    const next =
      event.key === 'ArrowRight'
        ? TABS[(at + 1) % TABS.length]
        : event.key === 'ArrowLeft'
          ? TABS[(at - 1 + TABS.length) % TABS.length]
          : event.key === 'Home'
            ? TABS[0]
            : event.key === 'End'
              ? TABS.at(-1)
              : undefined;
    if (!next) return;
    event.preventDefault();
    onSelect(next);
    refs.current.get(next)?.focus();
  };
  return (
    <List role="tablist" aria-label={t('metrics.tabs.label')} onKeyDown={onKeyDown}>
      {TABS.map((tab) => (
        <Tab
          key={tab}
          ref={(el) => {
            if (el) refs.current.set(tab, el);
            else refs.current.delete(tab);
          }}
          type="button"
          role="tab"
          id={tabId(idBase, tab)}
          aria-selected={tab === selected}
          aria-controls={panelId(idBase, tab)}
          tabIndex={tab === selected ? 0 : -1}
          onClick={() => onSelect(tab)}
        >
          {t(`metrics.tabs.${tab}`)}
        </Tab>
      ))}
    </List>
  );
}
