import type { Story } from '@ladle/react';
import styled from 'styled-components';
import { Button } from '@/components/button';
import { Tooltip, TooltipProvider } from '.';

const Stage = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[8]};
  min-height: 320px;
  padding: ${({ theme }) => theme.space[12]} ${({ theme }) => theme.space[4]};
`;

/** Hover or Tab to the button; the tooltip stays 200 ms after the pointer leaves. */
export const Hover: Story = () => (
  <TooltipProvider>
    <Stage>
      <Tooltip content="复制这条消息">
        <Button variant="secondary">复制</Button>
      </Tooltip>
      <Tooltip content="查看历史会话" side="bottom">
        <Button variant="secondary">历史</Button>
      </Tooltip>
    </Stage>
  </TooltipProvider>
);

const Column = styled(Stage)`
  flex-direction: column;
  gap: ${({ theme }) => theme.space[12]};
`;

const sideNames = { top: '上', right: '右', bottom: '下', left: '左' } as const;

export const Sides: Story = () => (
  <TooltipProvider>
    <Column>
      {(['top', 'right', 'bottom', 'left'] as const).map((side) => (
        <Tooltip key={side} content={`在${sideNames[side]}方`} side={side} open>
          <Button variant="secondary">{side}</Button>
        </Tooltip>
      ))}
    </Column>
  </TooltipProvider>
);

export const LongContent: Story = () => (
  <Stage>
    <Tooltip
      content="工程师正在处理其他客户的问题，您的消息已送达，接入后将第一时间为您解答。"
      open
    >
      <Button variant="secondary">为什么还没有回复？</Button>
    </Tooltip>
  </Stage>
);

export const English: Story = () => (
  <Stage>
    <Tooltip content="Attach a photo or a file" side="bottom" open>
      <Button variant="secondary">Attach</Button>
    </Tooltip>
  </Stage>
);
