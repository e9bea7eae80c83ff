import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Avatar } from '@/components/avatar';
import { dialogs } from '@/components/dialog';
import { IconButton } from '@/components/icon-button';
import { createIcon, VolumeIcon } from '@/components/icons';
import { useEnvironment } from '@/lib/env';
import { consoleStore, useConsoleStore } from '../model/console-store';
import type { EngineerConsole } from '../model/engineer-console';
import { DesktopAlertsButton } from './desktop-alerts-button';
import { StatusControl } from './status-control';

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
  const desktop = useEnvironment((s) => s.desktop);
  const auth = useConsoleStore((s) => s.auth);
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
          <Avatar name={auth.engineer.name} src={auth.engineer.avatar} size="xs" decorative />
          <span translate="no">{auth.engineer.name}</span>
        </Who>
      )}
      <StatusControl controller={controller} />
      <DesktopAlertsButton />
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
