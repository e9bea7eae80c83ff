import styled from 'styled-components';
import { LazyConversation } from '@/features/chat';

export const Body = styled.div`
  flex: 1;
  display: flex;
  min-height: 0;
`;

export const Main = styled.div`
  position: relative;
  flex: 1;
  display: flex;
  flex-direction: column;
  min-width: 0;
  background: ${({ theme }) => theme.colors.background};
`;

/** Shown over the conversation while files are dragged over it. */
export const DropHint = styled.div`
  position: absolute;
  inset: ${({ theme }) => theme.space[2]};
  z-index: 1;
  display: grid;
  place-items: center;
  border: 2px dashed ${({ theme }) => theme.colors.brand};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: color-mix(in srgb, ${({ theme }) => theme.colors.surface} 85%, transparent);
  color: ${({ theme }) => theme.colors.brand};
  font-size: ${({ theme }) => theme.font.sizes.lg};
  pointer-events: none;
`;

export const Chat = styled(LazyConversation)`
  flex: 1;
`;

/** Holds the conversation's place while its chunk arrives, so nothing moves when it does. */
export const ChatPlaceholder = styled.div`
  flex: 1;
`;

export const Aside = styled.aside`
  width: 260px;
  border-left: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  overflow-y: auto;
`;

export const StatusLine = styled.p`
  margin: 0;
  /* The height it has with its 44 px button ("转人工"), so the button's arrival moves nothing. */
  min-height: calc(44px + 2 * ${({ theme }) => theme.space[1]} + 1px);
  box-sizing: border-box;
  padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.font.sizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  justify-content: space-between;
`;

export const Banners = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]} 0;
  &:empty {
    display: none;
  }
`;

/**
 * Where the widget says that nobody can take the visitor: a live region there from the first
 * paint (taking no room while empty), so what comes into it is announced.
 */
export const AvailabilityRegion = styled.div`
  > * {
    margin: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]} 0;
  }
`;

/**
 * The welcome line: a strip of its own above the conversation, set off by a rule, so the rows
 * scrolling under its edge read as scrolled, not as cut off.
 */
export const Greeting = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.font.sizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Logo = styled.img`
  width: 28px;
  height: 28px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
`;
