import { LAYOUT, TIMING } from '@/lib/constants';

/** Design tokens. Components read them through styled-components' theme, never hard-coded. */
export const theme = {
  colors: {
    brand: '#e1140a',
    brandHover: '#c20f07',
    brandContrast: '#ffffff',
    text: '#1f2329',
    textMuted: '#5b6270',
    textInverse: '#ffffff',
    background: '#f4f5f7',
    surface: '#ffffff',
    surfaceMuted: '#eef0f3',
    border: '#d9dce1',
    focus: '#1366d6',
    link: '#0b57c2',
    bubbleSelf: '#e1140a',
    bubbleSelfText: '#ffffff',
    bubblePeer: '#ffffff',
    bubblePeerText: '#1f2329',
    success: '#1a7f37',
    warning: '#9a6700',
    danger: '#c62828',
    info: '#0b57c2',
    backdrop: 'rgba(0, 0, 0, 1)',
  },
  space: {
    0: '0',
    1: '4px',
    2: '8px',
    3: '12px',
    4: '16px',
    5: '20px',
    6: '24px',
    8: '32px',
    10: '40px',
    12: '48px',
  },
  radii: { sm: '4px', md: '8px', lg: '12px', xl: '18px', pill: '999px', round: '50%' },
  font: {
    family:
      "-apple-system, BlinkMacSystemFont, 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Segoe UI', Roboto, sans-serif",
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
    /** Inputs stay at 16 px so iOS Safari does not zoom on focus. */
    sizes: { xs: '12px', sm: '14px', md: '16px', lg: '18px', xl: '22px', xxl: '28px' },
    weights: { regular: 400, medium: 500, bold: 600 },
    lineHeights: { tight: 1.25, normal: 1.5 },
  },
  shadows: {
    sm: '0 1px 2px rgba(15, 23, 42, 0.08)',
    md: '0 4px 16px rgba(15, 23, 42, 0.12)',
    lg: '0 12px 40px rgba(15, 23, 42, 0.2)',
  },
  /** Stacking order; the drawer's 818 comes from SPEC §9. */
  zIndex: {
    base: 0,
    header: 100,
    composer: 200,
    popover: 700,
    drawer: LAYOUT.drawerZIndex,
    dialog: 900,
    imageViewer: 1000,
    toast: 1100,
    tooltip: 1200,
  },
  /** Animation and UI timings (SPEC §9). */
  durations: {
    instant: 0,
    fast: 150,
    base: 250,
    toast: TIMING.toastDurationMs,
    tooltipClose: TIMING.tooltipCloseDelayMs,
    popupBodyRestore: TIMING.popupBodyStyleRestoreMs,
    historyScroll: TIMING.historyScrollDelayMs,
    viewerZoom: 333,
    viewerDragClose: 333,
    viewerSlideMin: 250,
    viewerSlideMax: 400,
    viewerControlsIdle: 4_000,
    viewerControlsMouseLeave: 1_000,
    viewerLoadingIndicator: 1_000,
  },
  easing: {
    standard: 'cubic-bezier(0.2, 0, 0, 1)',
    decelerate: 'cubic-bezier(0, 0, 0, 1)',
    /** The easing vaul uses for its drawer settle. */
    drawer: 'cubic-bezier(0.32, 0.72, 0, 1)',
  },
  layout: {
    desktopMinWidth: LAYOUT.desktopMinWidthExclusive + 1,
    contentMaxWidth: '960px',
    headerHeight: '52px',
    viewerTopBar: '44px',
    dialogTop: LAYOUT.dialogTopOffset,
  },
  breakpoints: {
    /** Desktop mode: wider than 1024 px (SPEC §2). */
    desktop: `(min-width: ${LAYOUT.desktopMinWidthExclusive + 1}px)`,
  },
} as const;

export type Theme = typeof theme;
