import styled from 'styled-components';

export const Root = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.imageViewer};
  color: ${({ theme }) => theme.colors.textInverse};
  overflow: hidden;
  outline: none;
  -webkit-tap-highlight-color: transparent;
`;

export const Backdrop = styled.div`
  position: absolute;
  inset: 0;
  background: ${({ theme }) => theme.colors.backdrop};
  opacity: var(--viewer-bg, 1);
`;

export const Stage = styled.div`
  position: absolute;
  inset: 0;
  touch-action: none;
  user-select: none;
  -webkit-user-select: none;
  [data-state='zoomed'] > & {
    cursor: grab;
  }
`;

export const Strip = styled.div`
  position: absolute;
  inset: 0;
`;

export const SlideBox = styled.div`
  position: absolute;
  inset: 0;
`;

export const Picture = styled.div<{ $measuring: boolean }>`
  position: absolute;
  left: 50%;
  top: 50%;
  transform-origin: 50% 50%;
  visibility: ${({ $measuring }) => ($measuring ? 'hidden' : 'visible')};
  img {
    position: absolute;
    inset: 0;
    display: block;
    width: 100%;
    height: 100%;
    max-width: none;
    pointer-events: none;
    -webkit-user-drag: none;
  }
`;

export const Centered = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[6]};
  text-align: center;
  pointer-events: none;
  p {
    margin: 0;
  }
  a {
    pointer-events: auto;
    color: ${({ theme }) => theme.colors.textInverse};
    text-decoration: underline;
    min-height: 44px;
    display: inline-flex;
    align-items: center;
  }
`;

export const Badge = styled.p`
  position: absolute;
  left: 50%;
  bottom: ${({ theme }) => theme.space[12]};
  transform: translateX(-50%);
  margin: 0;
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.textInverse};
  font-size: ${({ theme }) => theme.font.sizes.sm};
`;

export { VisuallyHidden } from '../visually-hidden';
