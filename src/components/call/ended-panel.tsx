import { useTranslation } from 'react-i18next';
import { CloseIcon } from '../icons';
import { CallButton } from './call-button';
import * as S from './call-screen.styles';
import { endedText } from './call-status';
import type { CallScreenProps } from './call-types';

/** How it ended: for a moment, or until closed when a notice explains it (the button, Escape). */
export function EndedPanel({ view, actions }: CallScreenProps) {
  const { t } = useTranslation();
  return (
    <>
      <S.Centre>
        <S.BigAvatar name={view.peer.name} src={view.peer.avatar} size="lg" />
        <S.CentreName>{view.peer.name}</S.CentreName>
        <S.Subtitle data-testid="call-ended">{endedText(view, t)}</S.Subtitle>
      </S.Centre>
      <S.Bottom>
        <S.Controls>
          <CallButton
            label={t('components.dialog.close')}
            icon={<CloseIcon />}
            onClick={actions.dismiss}
          />
        </S.Controls>
      </S.Bottom>
    </>
  );
}
