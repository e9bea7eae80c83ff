import { useTranslation } from 'react-i18next';
import { PhoneIcon } from '../icons';
import { CallButton } from './call-button';
import { PhoneOffIcon } from './call-icons';
import * as S from './call-screen.styles';
import { statusText } from './call-status';
import type { CallScreenProps } from './call-types';

/**
 * Before the line opens: the peer, pulsing while it rings. Incoming: decline (red) and accept
 * (green), and a video call can be answered with voice only. Outgoing: cancel.
 */
export function RingingPanel({ view, actions }: CallScreenProps) {
  const { t } = useTranslation();
  const incoming = view.phase === 'incoming';
  const ringing = incoming || view.phase === 'outgoing';
  // Asking for the microphone after accepting: the callee is already in; it hangs up.
  const giveUp =
    view.role === 'callee' ? (
      <CallButton
        tone="danger"
        label={t('callScreen.hangUp')}
        icon={<PhoneOffIcon />}
        onClick={actions.hangUp}
      />
    ) : (
      <CallButton
        tone="danger"
        label={t('callScreen.cancel')}
        icon={<PhoneOffIcon />}
        onClick={actions.cancel}
      />
    );
  return (
    <>
      <S.Centre>
        <S.Pulse $active={ringing} data-testid="call-pulse">
          <S.BigAvatar name={view.peer.name} src={view.peer.avatar} size="lg" />
        </S.Pulse>
        <S.CentreName>{view.peer.name}</S.CentreName>
        <S.Subtitle>
          {incoming
            ? t(`callScreen.incoming.${view.media}`)
            : `${t(`callScreen.media.${view.media}`)} · ${statusText(view, t)}`}
        </S.Subtitle>
      </S.Centre>
      <S.Bottom>
        {incoming ? (
          <S.Answer>
            <CallButton
              tone="danger"
              label={t('callScreen.decline')}
              icon={<PhoneOffIcon />}
              onClick={actions.decline}
            />
            {view.media === 'video' && (
              <CallButton
                label={t('callScreen.acceptVoice')}
                icon={<PhoneIcon />}
                onClick={() => actions.accept('audio')}
              />
            )}
            <CallButton
              tone="accept"
              label={t('callScreen.accept')}
              icon={<PhoneIcon />}
              onClick={() => actions.accept(view.media)}
            />
          </S.Answer>
        ) : (
          <S.Controls>{giveUp}</S.Controls>
        )}
      </S.Bottom>
    </>
  );
}
