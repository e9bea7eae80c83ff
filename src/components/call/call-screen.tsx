import * as RadixDialog from '@radix-ui/react-dialog';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useTheme } from 'styled-components';
import { registerTexts } from '@/lib/i18n';
import { callScreenEn, callScreenZh } from '@/lib/i18n/locales/features/call';
import { MotionProvider } from '../motion';
import { useReducedMotion } from '../theme';
import { VisuallyHidden } from '../visually-hidden';
import { CallDuration } from './call-duration';
import { StreamAudio } from './call-media';
import * as S from './call-screen.styles';
import { IN_CALL_PHASES, showsRemotePicture, statusText } from './call-status';
import type { CallScreenProps } from './call-types';
import { EndedPanel } from './ended-panel';
import { InCallPanel } from './in-call-panel';
import { MinimisedBar } from './minimised-bar';
import { RingingPanel } from './ringing-panel';

registerTexts('callScreen', { 'zh-CN': callScreenZh, en: callScreenEn });

/**
 * A call on screen, for any phase but idle: full screen on a phone, a window over the page on a
 * desktop (a Radix dialog: focus stays inside; Escape minimises, it never hangs up, and closes
 * the screen of how a call ended), or the minimised bar. The other side's voice plays whichever
 * is shown.
 */
export function CallScreen({ view, actions }: CallScreenProps) {
  const { t } = useTranslation();
  const status = statusText(view, t);
  return (
    <>
      <StreamAudio stream={view.remote.stream} speaker={view.speaker} />
      {view.minimised ? (
        <MinimisedBar view={view} actions={actions} status={status} />
      ) : (
        <FullScreen view={view} actions={actions} status={status} />
      )}
    </>
  );
}

function FullScreen({ view, actions, status }: CallScreenProps & { status: string }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const reduced = useReducedMotion();
  const stage = useRef<HTMLDivElement>(null);
  const transition = { duration: (reduced ? 0 : theme.durations.base) / 1000 };
  const inCall = IN_CALL_PHASES.includes(view.phase);
  const showDuration = view.phase === 'connected' && view.connectedAt !== undefined;
  const remotePicture = showsRemotePicture(view);
  // Escape (or the dialog closing) minimises a call; how one ended is simply put away.
  const close = view.phase === 'ended' ? actions.dismiss : actions.minimise;
  return (
    <MotionProvider>
      <RadixDialog.Root open onOpenChange={(open) => !open && close()}>
        <RadixDialog.Portal>
          <RadixDialog.Overlay asChild>
            <S.Overlay initial={{ opacity: 0 }} animate={{ opacity: 1 }} transition={transition} />
          </RadixDialog.Overlay>
          <RadixDialog.Content
            asChild
            aria-describedby={undefined}
            onOpenAutoFocus={(event) => {
              // Nothing is pressed by a stray Enter: focus starts on the window itself.
              event.preventDefault();
              stage.current?.focus();
            }}
            onEscapeKeyDown={(event) => {
              event.preventDefault();
              close();
            }}
            // A click outside (the desktop's overlay) keeps the call as it is.
            onPointerDownOutside={(event) => event.preventDefault()}
          >
            <S.Stage
              ref={stage}
              tabIndex={-1}
              data-phase={view.phase}
              initial={{ opacity: 0, scale: 0.98 }}
              animate={{ opacity: 1, scale: 1 }}
              transition={transition}
            >
              {/* Phase changes, said once each (inside: a modal hides what is outside it). */}
              <VisuallyHidden role="status" aria-live="polite">
                {status}
              </VisuallyHidden>
              <RadixDialog.Title asChild>
                <VisuallyHidden>{t('callScreen.dialog', { name: view.peer.name })}</VisuallyHidden>
              </RadixDialog.Title>
              {inCall && (
                <S.Top>
                  <S.TopText>
                    {remotePicture && <S.PeerName>{view.peer.name}</S.PeerName>}
                    <S.Subtitle aria-hidden={!showDuration}>
                      {showDuration ? <CallDuration since={view.connectedAt} /> : status}
                    </S.Subtitle>
                  </S.TopText>
                </S.Top>
              )}
              {inCall ? (
                <InCallPanel view={view} actions={actions} />
              ) : view.phase === 'ended' ? (
                <EndedPanel view={view} actions={actions} />
              ) : (
                <RingingPanel view={view} actions={actions} />
              )}
              <S.NoticeSlot role="status" aria-live="polite">
                {view.notice && <S.Notice>{t(`callScreen.notice.${view.notice}`)}</S.Notice>}
              </S.NoticeSlot>
            </S.Stage>
          </RadixDialog.Content>
        </RadixDialog.Portal>
      </RadixDialog.Root>
    </MotionProvider>
  );
}
