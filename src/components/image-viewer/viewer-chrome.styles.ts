import styled, { css } from 'styled-components';

/** Translucent layers over the picture, mixed from the backdrop token rather than new colours. */
const shade = (percent: number) => css`
  color-mix(in srgb, ${({ theme }) => theme.colors.backdrop} ${percent}%, transparent)
`;

/** Chrome fades with the backdrop during drag-to-close and the open/close transitions. */
export const Chrome = styled.div`
  position: absolute;
  inset: 0;
  pointer-events: none;
  opacity: var(--viewer-bg, 1);
`;

const hideable = css<{ $hidden: boolean }>`
  pointer-events: ${({ $hidden }) => ($hidden ? 'none' : 'auto')};
  opacity: ${({ $hidden }) => ($hidden ? 0 : 1)};
  transition: opacity ${({ theme }) => theme.durations.viewerZoom}ms
    ${({ theme }) => theme.easing.standard};
  /* Keyboard users never lose sight of the control they are on. */
  &:focus-within {
    opacity: 1;
    pointer-events: auto;
  }
`;

export const TopBar = styled.div<{ $hidden: boolean }>`
  position: absolute;
  top: 0;
  left: 0;
  right: 0;
  height: ${({ theme }) => theme.layout.viewerTopBar};
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: 0 ${({ theme }) => theme.space[1]};
  background: linear-gradient(${shade(60)}, transparent);
  ${hideable}
`;

export const Actions = styled.div`
  display: flex;
  align-items: center;
  min-width: 0;
`;

export const Counter = styled.p`
  margin: 0;
  padding: 0 ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.font.sizes.sm};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

export const IconButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: ${({ theme }) => theme.layout.viewerTopBar};
  height: ${({ theme }) => theme.layout.viewerTopBar};
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: inherit;
  cursor: pointer;
  &:hover:not([aria-disabled='true']) {
    background: ${shade(40)};
  }
  &[aria-disabled='true'] {
    opacity: 0.4;
    cursor: default;
  }
  &[aria-pressed='true'] {
    background: ${shade(50)};
  }
`;

export const Arrow = styled(IconButton)<{ $end: boolean; $hidden: boolean }>`
  position: absolute;
  top: 50%;
  ${({ $end }) => ($end ? 'right' : 'left')}: ${({ theme }) => theme.space[2]};
  transform: translateY(-50%);
  background: ${shade(40)};
  ${hideable}
  @media (hover: none) and (pointer: coarse) {
    display: none;
  }
`;

export const Caption = styled.p<{ $hidden: boolean }>`
  position: absolute;
  left: 0;
  right: 0;
  bottom: 0;
  margin: 0;
  max-height: 30%;
  overflow: auto;
  padding: ${({ theme }) => `${theme.space[6]} ${theme.space[4]} ${theme.space[4]}`};
  padding-bottom: max(${({ theme }) => theme.space[4]}, env(safe-area-inset-bottom));
  text-align: center;
  font-size: ${({ theme }) => theme.font.sizes.sm};
  line-height: ${({ theme }) => theme.font.lineHeights.normal};
  background: linear-gradient(transparent, ${shade(60)});
  overflow-wrap: anywhere;
  ${hideable}
`;

export const Notice = styled.p`
  position: absolute;
  top: calc(${({ theme }) => theme.layout.viewerTopBar} + ${({ theme }) => theme.space[2]});
  left: 50%;
  transform: translateX(-50%);
  margin: 0;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${shade(75)};
  font-size: ${({ theme }) => theme.font.sizes.sm};
  &:empty {
    display: none;
  }
`;
