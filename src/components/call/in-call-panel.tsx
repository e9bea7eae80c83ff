import { useTranslation } from 'react-i18next';
import { MicrophoneIcon, VideoIcon, VolumeIcon } from '../icons';
import { CallButton } from './call-button';
import {
  MicOffIcon,
  MinimiseIcon,
  PhoneOffIcon,
  SwitchCameraIcon,
  VideoOffIcon,
  VolumeOffIcon,
} from './call-icons';
import { StreamVideo } from './call-media';
import * as S from './call-screen.styles';
import { showsRemotePicture } from './call-status';
import type { CallScreenProps } from './call-types';
import { SelfView } from './self-view';

/**
 * The line is open: the other side's picture full-bleed (their avatar for voice or with their
 * camera off), this side's camera in a corner, and the controls.
 */
export function InCallPanel({ view, actions }: CallScreenProps) {
  const { t } = useTranslation();
  const video = view.media === 'video';
  const remotePicture = showsRemotePicture(view);
  const selfPicture = video && view.local.video;
  return (
    <>
      {remotePicture ? (
        <S.RemoteLayer>
          <StreamVideo
            stream={view.remote.stream}
            label={t('callScreen.remoteView', { name: view.peer.name })}
          />
        </S.RemoteLayer>
      ) : (
        <S.Centre>
          <S.BigAvatar name={view.peer.name} src={view.peer.avatar} size="lg" />
          <S.CentreName>{view.peer.name}</S.CentreName>
        </S.Centre>
      )}
      {selfPicture && (
        <SelfView
          stream={view.local.stream}
          mirrored={view.local.facing === 'user'}
          label={t('callScreen.selfView')}
        />
      )}
      {remotePicture && <S.Centre />}
      <S.Bottom>
        <S.Controls>
          <CallButton
            label={t('callScreen.mute')}
            icon={view.local.audio ? <MicrophoneIcon /> : <MicOffIcon />}
            pressed={!view.local.audio}
            onClick={actions.toggleMute}
          />
          {video && (
            <CallButton
              label={t('callScreen.cameraOff')}
              icon={view.local.video ? <VideoIcon /> : <VideoOffIcon />}
              pressed={!view.local.video}
              onClick={actions.toggleCamera}
            />
          )}
          <CallButton
            label={t('callScreen.speaker')}
            icon={view.speaker ? <VolumeIcon /> : <VolumeOffIcon />}
            pressed={view.speaker}
            onClick={actions.toggleSpeaker}
          />
          {video && view.canSwitchCamera && (
            <CallButton
              label={t('callScreen.switchCamera')}
              icon={<SwitchCameraIcon />}
              onClick={actions.switchCamera}
            />
          )}
          <CallButton
            label={t('callScreen.minimise')}
            icon={<MinimiseIcon />}
            onClick={actions.minimise}
          />
          <CallButton
            tone="danger"
            label={t('callScreen.hangUp')}
            icon={<PhoneOffIcon />}
            onClick={actions.hangUp}
          />
        </S.Controls>
      </S.Bottom>
    </>
  );
}
