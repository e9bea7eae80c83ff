import { m } from 'framer-motion';
import styled from 'styled-components';
import { IconButton } from '../icon-button';

export const Overlay = styled(m.div)`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.dialog};
  background: ${({ theme }) => theme.colors.backdrop};
`;

/** SPEC §9: the panel sits 15vh from the top, centred, and never runs off the bottom. */
export const Panel = styled(m.div)<{ $maxWidth: string }>`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndex.dialog};
  top: ${({ theme }) => theme.layout.dialogTop};
  left: 0;
  right: 0;
  margin: 0 auto;
  width: calc(100% - 2 * ${({ theme }) => theme.space[4]});
  max-width: ${({ $maxWidth }) => $maxWidth};
  max-height: calc(
    100% - ${({ theme }) => theme.layout.dialogTop} - ${({ theme }) => theme.space[4]}
  );
  display: flex;
  flex-direction: column;
  overflow: auto;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border-radius: ${({ theme }) => theme.radii.xl};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  &:focus {
    outline: none;
  }
`;

export const Title = styled.h2`
  flex: none;
  margin: 0;
  padding: ${({ theme }) => `${theme.space[5]} ${theme.space[12]} 0 ${theme.space[6]}`};
  font-size: ${({ theme }) => theme.font.sizes.lg};
  font-weight: ${({ theme }) => theme.font.weights.bold};
  line-height: ${({ theme }) => theme.font.lineHeights.tight};
`;

export const Description = styled.p`
  flex: none;
  margin: 0;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[6]} 0`};
  font-size: ${({ theme }) => theme.font.sizes.md};
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

export const BodyFrame = styled.div`
  flex: 0 1 auto;
  min-height: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  margin-top: ${({ theme }) => theme.space[4]};
  padding: 0 ${({ theme }) => theme.space[6]};
  overflow-wrap: anywhere;
  /* Inside the edges: the panel clips anything drawn outside. */
  &:focus-visible {
    outline-offset: -2px;
  }
`;

export const Footer = styled.div`
  flex: none;
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[5]} ${theme.space[6]} ${theme.space[5]}`};
  @media not all and ${({ theme }) => theme.breakpoints.desktop} {
    & > * {
      flex: 1;
    }
  }
`;

/** The panel's close button: the design system's IconButton, in the corner. */
export const CornerClose = styled(IconButton)`
  position: absolute;
  top: ${({ theme }) => theme.space[3]};
  right: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.textMuted};
  &:hover:not(:disabled) {
    color: ${({ theme }) => theme.colors.text};
  }
`;
