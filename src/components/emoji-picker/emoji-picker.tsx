import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { EMOJI_FULL, emojiImageUrl, type EmojiEntry } from '@/lib/emoji';
import { Cell, EmojiButton, Grid, Row } from './emoji-picker.styles';
import { gridNavigate } from './grid-navigation';

export interface EmojiPickerProps {
  /** The entries to offer, in order. @default EMOJI_FULL (the 48-entry EMOJI_REDUCED under SPEC §6) */
  set?: readonly EmojiEntry[];
  /** Called with the chosen entry (click, tap, Enter or Space). */
  onSelect: (entry: EmojiEntry) => void;
  /** Cells per row; 8 fits a 360 px phone with 40 px targets. @default 8 */
  columns?: number;
  /** Accessible name of the grid. @default '表情' */
  label?: string;
  /** Folder of the PNGs, for a base path. @default `${import.meta.env.BASE_URL}static/emoji/` */
  imageBase?: string;
  className?: string;
}

function chunk<T>(items: readonly T[], size: number): T[][] {
  const rows: T[][] = [];
  for (let start = 0; start < items.length; start += size)
    rows.push(items.slice(start, start + size));
  return rows;
}

/**
 * The emoji grid of the composer. One cell is in the tab order (roving tabindex); arrow keys,
 * Home/End and Ctrl+Home/End move within the grid, Enter or Space picks.
 */
export function EmojiPicker({
  set = EMOJI_FULL,
  onSelect,
  columns = 8,
  label,
  imageBase = `${import.meta.env.BASE_URL}static/emoji/`,
  className,
}: EmojiPickerProps) {
  const { t } = useTranslation();
  const [active, setActive] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const perRow = Math.max(1, Math.floor(columns));
  const rows = useMemo(() => chunk(set, perRow), [set, perRow]);
  // A smaller set may arrive while focus sat past its end.
  const activeIndex = Math.min(active, Math.max(0, set.length - 1));

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = gridNavigate(activeIndex, event.nativeEvent, {
      count: set.length,
      columns: perRow,
    });
    if (next === null) return;
    event.preventDefault();
    setActive(next);
    buttons.current[next]?.focus();
  };

  return (
    <Grid
      role="grid"
      aria-label={label ?? t('components.emojiPicker.label')}
      className={className}
      onKeyDown={onKeyDown}
    >
      {rows.map((row, rowIndex) => (
        <Row role="row" key={row[0]?.name ?? rowIndex} $columns={perRow}>
          {row.map((entry, columnIndex) => {
            const index = rowIndex * perRow + columnIndex;
            return (
              <Cell role="gridcell" key={entry.name}>
                <EmojiButton
                  ref={(element) => {
                    buttons.current[index] = element;
                  }}
                  type="button"
                  tabIndex={index === activeIndex ? 0 : -1}
                  aria-label={entry.label}
                  title={entry.label}
                  data-emoji={entry.name}
                  onFocus={() => setActive(index)}
                  onClick={() => onSelect(entry)}
                >
                  <img
                    src={emojiImageUrl(entry, imageBase)}
                    alt={entry.label}
                    width={32}
                    height={32}
                    loading="lazy"
                    decoding="async"
                    draggable={false}
                  />
                </EmojiButton>
              </Cell>
            );
          })}
        </Row>
      ))}
    </Grid>
  );
}
