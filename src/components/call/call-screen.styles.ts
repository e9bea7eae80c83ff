import { m } from 'framer-motion';
import styled, { keyframes } from 'styled-components';
import { Avatar } from '../avatar';

export const Overlay = styled(m.div)`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.dialog};
  background: rgba(0, 0, 0, 0.6);
`;

/** Phone: the whole screen. Desktop: a window over the workspace, wide like a video. */
export const Stage = styled(m.div)`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.dialog};
  display: flex;
  flex-direction: column;
  overflow: hidden;
  background: radial-gradient(circle at 50% 30%, #3a4150 0%, #16191f 70%);
  color: #fff;
  font-family: ${({ theme }) => theme.font.family};
  &:focus {
    outline: none;
  }
  @media ${({ theme }) => theme.breakpoints.desktop} {
    inset: auto;
    top: 50%;
    left: 50%;
    width: min(960px, calc(100vw - 64px));
    height: min(600px, calc(100vh - 64px));
    translate: -50% -50%;
    border-radius: ${({ theme }) => theme.radii.xl};
    box-shadow: ${({ theme }) => theme.shadows.lg};
  }
`;

export const RemoteLayer = styled.div`
  position: absolute;
  inset: 0;
`;

export const Top = styled.header`
  position: absolute;
  top: 0;
  left: 0;
  right: 0;
  z-index: 3;
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  padding: calc(env(safe-area-inset-top, 0px) + ${({ theme }) => theme.space[4]})
    ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[4]};
  background: linear-gradient(rgba(0, 0, 0, 0.45), transparent);
`;

export const TopText = styled.div`
  flex: 1;
  min-width: 0;
  display: grid;
  gap: 2px;
`;

export const PeerName = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.sizes.lg};
  font-weight: ${({ theme }) => theme.font.weights.bold};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const Subtitle = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.sizes.sm};
  color: rgba(255, 255, 255, 0.8);
  font-variant-numeric: tabular-nums;
`;

/** The middle: the peer's avatar when there is no picture, the ringing's pulse around it. */
export const Centre = styled.div`
  position: relative;
  z-index: 1;
  flex: 1;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[4]};
  text-align: center;
`;

const pulse = keyframes`
  from { transform: scale(1); opacity: 0.5; }
  to { transform: scale(1.9); opacity: 0; }
`;

/** Calm rings while it rings: the 30 s are felt, not counted. None with reduced motion. */
export const Pulse = styled.div<{ $active: boolean }>`
  position: relative;
  display: grid;
  place-items: center;
  &::before,
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: 50%;
    border: 2px solid rgba(255, 255, 255, 0.6);
    opacity: 0;
    animation: ${({ $active }) => ($active ? pulse : 'none')} 2.4s ease-out infinite;
  }
  &::after {
    animation-delay: 1.2s;
  }
  @media (prefers-reduced-motion: reduce) {
    &::before,
    &::after {
      animation: none;
    }
  }
`;

export const BigAvatar = styled(Avatar)`
  && {
    width: 96px;
    height: 96px;
    font-size: 40px;
  }
`;

export const CentreName = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.sizes.xl};
  font-weight: ${({ theme }) => theme.font.weights.bold};
`;

export const Notice = styled.p`
  margin: 0 auto;
  max-width: 32em;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: rgba(0, 0, 0, 0.55);
  font-size: ${({ theme }) => theme.font.sizes.sm};
  &:empty {
    display: none;
  }
`;

export const Bottom = styled.div`
  position: relative;
  z-index: 1;
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[4]}
    calc(env(safe-area-inset-bottom, 0px) + ${({ theme }) => theme.space[6]});
  background: linear-gradient(transparent, rgba(0, 0, 0, 0.5));
`;

export const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
`;

/** Accept and decline far apart, so a thumb does not hit the wrong one. */
export const Answer = styled.div`
  display: flex;
  width: 100%;
  max-width: 420px;
  margin: 0 auto;
  justify-content: space-around;
  align-items: flex-end;
`;

/** The notices sit under the top line, over the picture, and never catch a tap. */
export const NoticeSlot = styled.div`
  position: absolute;
  z-index: 3;
  top: calc(env(safe-area-inset-top, 0px) + 84px);
  left: ${({ theme }) => theme.space[4]};
  right: ${({ theme }) => theme.space[4]};
  text-align: center;
  pointer-events: none;
`;
