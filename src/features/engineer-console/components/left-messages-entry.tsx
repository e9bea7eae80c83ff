import { lazy, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Badge } from '@/components/badge';
import type { ApiClient } from '@/lib/api-client';
import { pollWhileVisible } from '../model/left-messages';
import { useOpenLeftMessageList } from '../api/console-calls';

/** The list, its filter and its texts load when the engineer first opens it. */
export const LeftMessagesPanel = lazy(() => import('./left-messages-panel'));

/** How many left messages are open for the engineer's skills, kept fresh while shown. */
export function useOpenLeftMessages(api: ApiClient) {
  const [open, reload] = useOpenLeftMessageList(api);
  useEffect(() => pollWhileVisible(reload), [reload]);
  return [open.data?.length, reload] as const;
}

const Row = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 44px;
  margin: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[2]} 0;
  padding: 0 ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.sizes.md};
  font-weight: ${({ theme }) => theme.font.weights.bold};
  cursor: pointer;
  &[aria-current='true'] {
    border-color: ${({ theme }) => theme.colors.brand};
  }
`;

/** 留言 beside the queue: the count of open ones; opens the list in place of a conversation. */
export function LeftMessagesEntry({
  count,
  current,
  onOpen,
}: {
  count: number | undefined;
  current: boolean;
  onOpen: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Row
      type="button"
      data-left-messages=""
      aria-current={current ? 'true' : undefined}
      onClick={onOpen}
    >
      {t('console.left.open')}
      {count !== undefined && (
        <Badge
          count={count}
          showZero
          tone={count ? 'brand' : 'neutral'}
          label={t('console.left.count', { count })}
        />
      )}
    </Row>
  );
}
