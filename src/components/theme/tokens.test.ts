import { theme } from './tokens';

describe('theme tokens', () => {
  it('puts the drawer at z-index 818 (SPEC §9), under dialogs, viewer and toasts', () => {
    expect(theme.zIndex.drawer).toBe(818);
    expect(theme.zIndex.drawer).toBeGreaterThan(theme.zIndex.popover);
    expect(theme.zIndex.dialog).toBeGreaterThan(theme.zIndex.drawer);
    expect(theme.zIndex.toast).toBeGreaterThan(theme.zIndex.imageViewer);
  });

  it('carries SPEC §9 durations', () => {
    expect(theme.durations).toMatchObject({
      toast: 3000,
      tooltipClose: 200,
      popupBodyRestore: 200,
      historyScroll: 300,
      viewerZoom: 333,
      viewerDragClose: 333,
      viewerSlideMin: 250,
      viewerSlideMax: 400,
      viewerControlsIdle: 4000,
      viewerControlsMouseLeave: 1000,
      viewerLoadingIndicator: 1000,
    });
  });

  it('switches to desktop above 1024 px and keeps the viewer top bar at 44 px', () => {
    expect(theme.breakpoints.desktop).toBe('(min-width: 1025px)');
    expect(theme.layout.viewerTopBar).toBe('44px');
    expect(theme.layout.dialogTop).toBe('15vh');
  });
});
