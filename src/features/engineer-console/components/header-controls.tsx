import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Avatar } from '@/components/avatar';
import { dialogs } from '@/components/dialog';
import { IconButton } from '@/components/icon-button';
import { createIcon, VolumeIcon } from '@/components/icons';
import { useEnvironment } from '@/lib/env';
import { consoleStore, useConsoleStore } from '../model/console-store';
import type { EngineerConsole } from '../model/engineer-console';
import { PICKABLE_STATUSES, type EngineerStatus } from '../model/types';
import { visuallyHidden } from '@/components/visually-hidden';

const VolumeOffIcon = createIcon(
  'VolumeOffIcon',
  <path d="M11 5 6 9H2v6h4l5 4V5ZM22 9l-6 6M16 9l6 6" />,
);

const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

const Who = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.font.sizes.sm};
`;

const Select = styled.select`
  min-height: 36px;
  padding: 0 ${({ theme }) => theme.space[2]};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.sizes.md};
  cursor: pointer;
`;

const Hidden = styled.label`
  ${visuallyHidden}
`;

const Logout = styled.button`
  min-height: 36px;
  padding: 0 ${({ theme }) => theme.space[3]};
  border: 1px solid currentColor;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: inherit;
  font-size: ${({ theme }) => theme.font.sizes.sm};
  white-space: nowrap;
  cursor: pointer;
  &:hover {
    background: rgba(255, 255, 255, 0.15);
  }
`;

/** The header's right side: who is signed in, status (SPEC §7), the chime toggle, sign-out. */
export function HeaderControls({ controller }: { controller: EngineerConsole }) {
  const { t } = useTranslation();
  const id = useId();
  const desktop = useEnvironment((s) => s.desktop);
  const auth = useConsoleStore((s) => s.auth);
  const pending = useConsoleStore((s) => s.statusPending);
  const muted = useConsoleStore((s) => s.muted);
  if (!auth) return null;

  const logout = async () => {
    const ok = await dialogs.confirm({
      title: t('console.header.logoutTitle'),
      description: t('console.header.logoutBody'),
      confirmLabel: t('console.header.logoutConfirm'),
      cancelLabel: t('console.header.cancel'),
    });
    if (ok) await controller.logout();
  };

  return (
    <Bar>
      {desktop && (
        <Who>
          <Avatar
            name={auth.engineer.engineer_name}
            src={auth.engineer.engineer_img}
            size="xs"
            decorative
          />
          <span translate="no">{auth.engineer.engineer_name}</span>
        </Who>
      )}
      <Hidden htmlFor={`${id}-status`}>{t('console.header.status')}</Hidden>
      <Select
        id={`${id}-status`}
        value={pending ?? auth.status}
        aria-busy={!!pending}
        onChange={(e) => void controller.setStatus(e.target.value as EngineerStatus)}
      >
        {PICKABLE_STATUSES.map((status) => (
          <option key={status} value={status}>
            {t(`console.status.${status}`)}
          </option>
        ))}
        {auth.status === 'offline' && (
          <option value="offline" disabled>
            {t('console.status.offline')}
          </option>
        )}
      </Select>
      <IconButton
        label={t('console.header.mute')}
        title={muted ? t('console.header.muted') : t('console.header.unmuted')}
        icon={muted ? <VolumeOffIcon /> : <VolumeIcon />}
        pressed={!muted}
        onClick={() => consoleStore.setMuted(!muted)}
      />
      <Logout type="button" onClick={() => void logout()}>
        {t('console.header.logout')}
      </Logout>
    </Bar>
  );
}
