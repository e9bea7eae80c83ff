import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { DataOf, OwnApi } from '@/lib/contract';

const Row = styled.nav`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  overflow-x: auto;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  scrollbar-width: none;
`;

const CHIP_HEIGHT_PX = 32;

/** The strip's place while its entries load, so their arrival moves nothing. */
const Pending = styled.div`
  height: calc(${CHIP_HEIGHT_PX}px + 2 * ${({ theme }) => theme.space[2]});
  flex: none;
`;

const Chip = styled.a`
  flex: none;
  display: inline-flex;
  align-items: center;
  min-height: ${CHIP_HEIGHT_PX}px;
  padding: 0 ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.sizes.sm};
  text-decoration: none;
  cursor: pointer;
`;

export interface FastEntriesProps {
  /**
   * The entries (the session's `reads.fastEntries`), read with the login rather than when the
   * robot session shows, so the strip is in place before the robot's first words and does not
   * push them up when it arrives.
   */
  entries: DataOf<OwnApi['fastEntries']> | undefined;
  onAsk: (question: string) => void;
  onTransfer: () => void;
  /** Absent when the permission tree switches the self-service work order off (SPEC §6). */
  onWorkOrder?: () => void;
}

/** Quick entries under the robot conversation (SPEC §7 fast_entry_list). */
export function FastEntries({ entries, onAsk, onTransfer, onWorkOrder }: FastEntriesProps) {
  const { t } = useTranslation();
  if (entries === undefined)
    return <Pending aria-hidden="true" data-testid="fast-entries-pending" />;
  const shown = entries.filter((e) => e.kind !== 'work_order' || onWorkOrder);
  if (!shown.length) return null;
  return (
    <Row aria-label={t('visitor.fastEntries')}>
      {shown.map((entry) =>
        entry.kind === 'link' && entry.value?.startsWith('https://') ? (
          <Chip key={entry.id} href={entry.value} target="_blank" rel="noopener noreferrer">
            {entry.title}
          </Chip>
        ) : (
          <Chip
            key={entry.id}
            as="button"
            type="button"
            onClick={() =>
              entry.kind === 'transfer'
                ? onTransfer()
                : entry.kind === 'work_order'
                  ? onWorkOrder?.()
                  : onAsk(entry.value ?? entry.title)
            }
          >
            {entry.title}
          </Chip>
        ),
      )}
    </Row>
  );
}
