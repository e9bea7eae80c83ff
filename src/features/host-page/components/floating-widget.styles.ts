import styled from 'styled-components';

/** Desktop: a panel above the launcher, bottom-right. Phone: the whole screen. */
export const Panel = styled.section`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.dialog};
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.surface};
  transition:
    opacity ${({ theme }) => theme.durations.fast}ms ${({ theme }) => theme.easing.standard},
    transform ${({ theme }) => theme.durations.fast}ms ${({ theme }) => theme.easing.standard},
    visibility 0s linear ${({ theme }) => theme.durations.fast}ms;
  /* Closed, it stays laid out (the widget keeps its size and counts unread messages) but is
     invisible, unfocusable and out of the accessibility tree. */
  &[data-state='closed'] {
    visibility: hidden;
    opacity: 0;
    transform: translateY(16px);
    pointer-events: none;
  }
  &[data-state='open'] {
    transition-delay: 0s;
  }
  @media ${({ theme }) => theme.breakpoints.desktop} {
    inset: auto ${({ theme }) => theme.space[6]} 96px auto;
    z-index: ${({ theme }) => theme.zIndex.popover};
    width: 380px;
    height: min(640px, calc(100dvh - 128px));
    border-radius: ${({ theme }) => theme.radii.lg};
    box-shadow: ${({ theme }) => theme.shadows.lg};
    overflow: hidden;
  }
`;

export const PanelHeader = styled.header`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  min-height: 56px;
  padding: env(safe-area-inset-top) ${({ theme }) => theme.space[2]} 0
    ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.brandContrast};
`;

export const PanelTitle = styled.div`
  flex: 1;
  min-width: 0;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.sizes.md};
    font-weight: ${({ theme }) => theme.font.weights.bold};
  }
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.font.sizes.xs};
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
`;

export const Frame = styled.iframe`
  flex: 1;
  width: 100%;
  min-height: 0;
  border: 0;
  background: ${({ theme }) => theme.colors.background};
`;

export const Launcher = styled.button`
  position: fixed;
  right: ${({ theme }) => theme.space[4]};
  bottom: calc(${({ theme }) => theme.space[4]} + env(safe-area-inset-bottom));
  z-index: ${({ theme }) => theme.zIndex.popover};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  width: 56px;
  height: 56px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.brandContrast};
  box-shadow: ${({ theme }) => theme.shadows.md};
  font-weight: ${({ theme }) => theme.font.weights.medium};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.brandHover};
  }
  @media ${({ theme }) => theme.breakpoints.desktop} {
    right: ${({ theme }) => theme.space[6]};
    bottom: ${({ theme }) => theme.space[6]};
    width: auto;
    padding: 0 ${({ theme }) => theme.space[5]};
  }
`;

/** The launcher's words: read by screen readers everywhere, shown beside the icon on desktop. */
export const LauncherText = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  @media ${({ theme }) => theme.breakpoints.desktop} {
    position: static;
    width: auto;
    height: auto;
    clip: auto;
  }
`;

export const LauncherBadge = styled.span`
  position: absolute;
  top: -4px;
  right: -4px;
  display: inline-flex;
  border-radius: ${({ theme }) => theme.radii.pill};
  box-shadow: 0 0 0 2px ${({ theme }) => theme.colors.surface};
`;

export const Preview = styled.div`
  position: fixed;
  right: ${({ theme }) => theme.space[4]};
  bottom: calc(88px + env(safe-area-inset-bottom));
  z-index: ${({ theme }) => theme.zIndex.popover};
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[1]};
  max-width: min(320px, calc(100vw - 32px));
  padding: ${({ theme }) => theme.space[1]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  > button:first-child {
    flex: 1;
    min-height: 44px;
    padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
    border: 0;
    background: none;
    text-align: left;
    font-size: ${({ theme }) => theme.font.sizes.sm};
    cursor: pointer;
    display: -webkit-box;
    -webkit-line-clamp: 3;
    -webkit-box-orient: vertical;
    overflow: hidden;
  }
  @media ${({ theme }) => theme.breakpoints.desktop} {
    right: ${({ theme }) => theme.space[6]};
    bottom: 96px;
  }
`;

/** Says what the preview shows, for screen readers; mounted from the start so it is heard. */
export const Announcer = styled.div`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;
