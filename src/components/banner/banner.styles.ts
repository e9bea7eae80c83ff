import styled from 'styled-components';

export type BannerTone = 'info' | 'warning' | 'error' | 'success';

const TONE_COLOR = {
  info: 'info',
  warning: 'warning',
  error: 'danger',
  success: 'success',
} as const;

export const Root = styled.div<{ $tone: BannerTone }>`
  --banner-accent: ${({ theme, $tone }) => theme.colors[TONE_COLOR[$tone]]};
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]};
  /* Plain fallbacks first for webviews without color-mix(). */
  border: 1px solid ${({ theme }) => theme.colors.border};
  border: 1px solid color-mix(in srgb, var(--banner-accent) 35%, transparent);
  border-left-width: 4px;
  border-left-color: var(--banner-accent);
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  background: color-mix(in srgb, var(--banner-accent) 8%, ${({ theme }) => theme.colors.surface});
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.sizes.sm};
  line-height: ${({ theme }) => theme.font.lineHeights.normal};
`;

export const Lead = styled.div`
  display: flex;
  flex: 1 1 200px;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
  padding-top: 2px;
`;

export const Glyph = styled.span`
  display: inline-flex;
  flex: none;
  color: var(--banner-accent);
  padding-top: 1px;
`;

export const Text = styled.div`
  min-width: 0;
  overflow-wrap: anywhere;
`;

export const Title = styled.strong`
  display: block;
  font-weight: ${({ theme }) => theme.font.weights.bold};
`;

export const Side = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  margin-left: auto;
`;
