import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { visuallyHidden } from '@/components/visually-hidden';
import {
  CHART_HEIGHT,
  chartColumns,
  chartOptions,
  loadUplot,
  type ChartData,
} from './chart-drawing';
import { Muted } from './review.styles';

const Figure = styled.figure`
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]};
  min-width: 0;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  figcaption {
    font-weight: ${({ theme }) => theme.font.weights.bold};
  }
`;

const Legend = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.font.sizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[1]};
  }
`;

const Swatch = styled.span<{ $color: string; $line: boolean }>`
  width: 12px;
  height: ${({ $line }) => ($line ? '3px' : '12px')};
  border-radius: 2px;
  background: ${({ $color }) => $color};
`;

const Plot = styled.div`
  min-height: ${CHART_HEIGHT}px;
  min-width: 0;
  overflow: hidden;
`;

const Toggle = styled.button`
  min-height: 36px;
  padding: 0 ${({ theme }) => theme.space[2]};
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.link};
  font: inherit;
  font-size: ${({ theme }) => theme.font.sizes.sm};
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
`;

/** The chart's numbers: visually hidden until asked for, always there for screen readers. */
const Table = styled.table<{ $shown: boolean }>`
  ${({ $shown }) =>
    $shown
      ? css`
          display: block;
          overflow-x: auto;
        `
      : visuallyHidden}
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.sizes.sm};
  caption {
    ${visuallyHidden}
  }
  th,
  td {
    padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[2]};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: end;
    white-space: nowrap;
  }
  th:first-child {
    text-align: start;
  }
`;

export interface MetricChartProps {
  title: string;
  /** The first column's heading: what the categories are (day, engineer, skill group, score). */
  groupLabel: string;
  data: ChartData;
  /** A value as the table writes it (a missing one included). */
  cell: (value: number | null) => string;
}

/**
 * One metric as a chart (uPlot, drawn on a canvas that screen readers skip) and as a table of
 * the same numbers, visually hidden unless the reader shows it. Without uPlot (it failed to
 * load) the table is shown.
 */
export function MetricChart({ title, groupLabel, data, cell }: MetricChartProps) {
  const { t } = useTranslation();
  const tableId = useId();
  const plotRef = useRef<HTMLDivElement>(null);
  const [showTable, setShowTable] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const element = plotRef.current;
    if (!element) return;
    let plot: { destroy(): void; setSize(size: { width: number; height: number }): void } | null =
      null;
    let cancelled = false;
    const observer =
      typeof ResizeObserver === 'undefined'
        ? undefined
        : new ResizeObserver(() =>
            plot?.setSize({ width: element.clientWidth, height: CHART_HEIGHT }),
          );
    loadUplot()
      .then((U) => {
        if (cancelled) return;
        plot = new U(chartOptions(U, data, element.clientWidth), chartColumns(data), element);
        observer?.observe(element);
      })
      .catch(() => !cancelled && setFailed(true));
    return () => {
      cancelled = true;
      observer?.disconnect();
      plot?.destroy();
    };
  }, [data]);

  const shown = showTable || failed;
  return (
    <Figure>
      <Head>
        <figcaption>{title}</figcaption>
        <Legend aria-hidden="true">
          {data.series.map((s) => (
            <li key={s.name}>
              <Swatch $color={s.color} $line={data.kind === 'lines'} />
              {s.name}
            </li>
          ))}
        </Legend>
      </Head>
      {failed ? (
        <Muted>{t('metrics.chartFailed')}</Muted>
      ) : (
        <Plot ref={plotRef} aria-hidden="true" />
      )}
      {!failed && (
        <div>
          <Toggle
            type="button"
            aria-expanded={showTable}
            aria-controls={tableId}
            onClick={() => setShowTable((v) => !v)}
          >
            {showTable ? t('metrics.table.hide') : t('metrics.table.show')}
          </Toggle>
        </div>
      )}
      <Table id={tableId} $shown={shown}>
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{groupLabel}</th>
            {data.series.map((s) => (
              <th scope="col" key={s.name}>
                {s.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.labels.map((label, i) => (
            <tr key={`${i}-${label}`}>
              <th scope="row">{label}</th>
              {data.series.map((s) => (
                <td key={s.name}>{cell(s.values[i] ?? null)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
    </Figure>
  );
}
