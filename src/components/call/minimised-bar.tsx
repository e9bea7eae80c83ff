import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PhoneIcon } from '../icons';
import { VisuallyHidden } from '../visually-hidden';
import { PhoneOffIcon } from './call-icons';
import { CallDuration } from './call-duration';
import type { CallScreenProps } from './call-types';

const Bar = styled.div`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndex.popover};
  top: calc(env(safe-area-inset-top, 0px) + ${({ theme }) => theme.space[2]});
  left: 50%;
  translate: -50% 0;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  max-width: calc(100vw - 2 * ${({ theme }) => theme.space[3]});
  padding: ${({ theme }) => theme.space[1]};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.success};
  color: #fff;
  box-shadow: ${({ theme }) => theme.shadows.md};
  font-size: ${({ theme }) => theme.font.sizes.sm};
`;

const Restore = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space[3]};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: none;
  color: inherit;
  font: inherit;
  cursor: pointer;
  font-variant-numeric: tabular-nums;
  & > span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  &:hover {
    background: rgba(255, 255, 255, 0.15);
  }
`;

const End = styled.button`
  display: inline-grid;
  place-items: center;
  flex: none;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.danger};
  color: #fff;
  cursor: pointer;
`;

/**
 * The call while the conversation goes on: a small bar at the top of the page (not modal, the
 * chat under it stays usable). Tap it to go back to the call; the red button ends it.
 */
export function MinimisedBar({ view, actions, status }: CallScreenProps & { status: string }) {
  const { t } = useTranslation();
  const end =
    view.phase === 'incoming'
      ? { label: t('callScreen.decline'), run: actions.decline }
      : view.phase === 'outgoing' || (view.phase === 'requesting-media' && view.role !== 'callee')
        ? { label: t('callScreen.cancel'), run: actions.cancel }
        : view.phase === 'ended'
          ? undefined
          : { label: t('callScreen.hangUp'), run: actions.hangUp };
  const connected = view.phase === 'connected' && view.connectedAt !== undefined;
  return (
    <Bar role="region" aria-label={t('callScreen.dialog', { name: view.peer.name })}>
      {/* Named by what it shows, then what it does (the visible words lead the name). */}
      <Restore type="button" onClick={actions.restore}>
        <PhoneIcon size={18} />
        <span>{view.peer.name}</span>
        {connected ? (
          <CallDuration since={view.connectedAt} labelled={false} />
        ) : (
          <span>{status}</span>
        )}
        <VisuallyHidden>{t('callScreen.restoreHint')}</VisuallyHidden>
      </Restore>
      <VisuallyHidden role="status" aria-live="polite">
        {status}
      </VisuallyHidden>
      {end && (
        <End type="button" aria-label={end.label} title={end.label} onClick={end.run}>
          <PhoneOffIcon size={20} />
        </End>
      )}
    </Bar>
  );
}
