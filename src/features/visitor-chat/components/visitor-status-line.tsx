import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { Avatar } from '@/components/avatar';
import { Button } from '@/components/button';
import { isRobotSession, visitorStatus, type VisitorStatus } from '../model/visitor-status';
import { StatusLine } from './chat-queue-screen.styles';
import { useVisitorStore } from '../model/visitor-store';

export interface VisitorStatusLineProps {
  /** The session is still logging in and connecting. */
  connecting: boolean;
  /** The start failed: the banner says why. */
  failed: boolean;
  /** 转人工 (the robot session only). */
  onTransfer: () => void;
  /** Starts a new robot conversation after one has ended. */
  onRestart: () => void;
}

/**
 * Who the visitor is talking to, and the action that goes with it. It reads the chat's phase
 * from the store itself, so a new message re-renders the conversation, not this line.
 */
export const VisitorStatusLine = memo(function VisitorStatusLine({
  connecting,
  failed,
  onTransfer,
  onRestart,
}: VisitorStatusLineProps) {
  const { t } = useTranslation();
  const phase = useVisitorStore(
    useShallow((s) => ({
      sessionId: s.sessionId,
      engineer: s.engineer,
      queued: s.queue !== undefined,
      starting: s.starting,
    })),
  );
  const status = visitorStatus({ connecting, failed, ...phase });
  const words: Record<VisitorStatus['kind'], string> = {
    connecting: t('visitor.status.connecting'),
    unavailable: t('visitor.status.unavailable'),
    transferring: t('visitor.queue.title'),
    queueing: t('visitor.status.queueing'),
    engineer: t('visitor.status.engineer', { name: phase.engineer?.name ?? '' }),
    robot: t('visitor.status.robot', { name: t('visitor.robotName') }),
    ended: t('visitor.status.ended'),
  };
  return (
    <StatusLine>
      <span role="status">
        {phase.engineer && (
          <Avatar name={phase.engineer.name} src={phase.engineer.avatar} size="xs" />
        )}{' '}
        {words[status.kind]}
      </span>
      {isRobotSession(phase) && (
        <Button variant="ghost" onClick={onTransfer}>
          {t('visitor.actions.transfer')}
        </Button>
      )}
      {status.kind === 'ended' && (
        <Button variant="ghost" onClick={onRestart}>
          {t('visitor.actions.restart')}
        </Button>
      )}
    </StatusLine>
  );
});
