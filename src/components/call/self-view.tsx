import { useDrag } from '@use-gesture/react';
import { useRef } from 'react';
import styled from 'styled-components';
import { StreamVideo } from './call-media';

const Frame = styled.div`
  position: absolute;
  z-index: 2;
  top: calc(env(safe-area-inset-top, 0px) + 72px);
  right: ${({ theme }) => theme.space[4]};
  width: 28%;
  max-width: 180px;
  aspect-ratio: 3 / 4;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  background: #222;
  touch-action: none;
  cursor: grab;
  @media ${({ theme }) => theme.breakpoints.desktop} {
    top: auto;
    bottom: 104px;
    width: 200px;
    max-width: none;
    aspect-ratio: 4 / 3;
  }
`;

export interface SelfViewProps {
  stream?: MediaStream;
  mirrored: boolean;
  label: string;
}

/**
 * This side's camera, picture-in-picture. It can be dragged out of the way: the offset is
 * written to the element's style from the gesture (no render per frame).
 */
export function SelfView({ stream, mirrored, label }: SelfViewProps) {
  const frame = useRef<HTMLDivElement>(null);
  const bind = useDrag(
    ({ offset: [x, y] }) => {
      if (frame.current) frame.current.style.transform = `translate3d(${x}px, ${y}px, 0)`;
    },
    { filterTaps: true, bounds: () => boundsOf(frame.current) },
  );
  return (
    <Frame ref={frame} {...bind()} data-testid="call-self-view">
      <StreamVideo stream={stream} mirrored={mirrored} label={label} />
    </Frame>
  );
}

/** How far the frame may move and stay inside its parent (the call's stage). */
function boundsOf(element: HTMLElement | null) {
  const parent = element?.offsetParent as HTMLElement | null;
  if (!element || !parent) return {};
  const left = -element.offsetLeft;
  const top = -element.offsetTop;
  return {
    left,
    top,
    right: parent.clientWidth - element.offsetLeft - element.offsetWidth,
    bottom: parent.clientHeight - element.offsetTop - element.offsetHeight,
  };
}
