import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { DefaultTheme } from 'styled-components';
import { SelectMenu, type SelectMenuOption } from '@/components/select-menu';
import { useConsoleStore } from '../model/console-store';
import type { EngineerConsole } from '../model/engineer-console';
import { PICKABLE_STATUSES, type EngineerStatus } from '../model/types';

/**
 * Each status's dot, a theme colour: green takes visitors, red does not (busy), amber is
 * stepped away, grey is signed off. The word beside it says the same for those who cannot tell
 * the colours apart.
 */
export const STATUS_TONE = {
  online: 'success',
  busy: 'danger',
  away: 'warning',
  offline: 'textMuted',
} as const satisfies Record<EngineerStatus, keyof DefaultTheme['colors']>;

const Dot = styled.span<{ $status: EngineerStatus }>`
  flex: none;
  width: 10px;
  height: 10px;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme, $status }) => theme.colors[STATUS_TONE[$status]]};
  /* Forced colours drop backgrounds: the outline keeps a visible ring there. */
  outline: 1px solid transparent;
`;

/** The status dot, decorative: the status's word is always beside it. */
export const StatusDot = ({ status }: { status: EngineerStatus }) => (
  <Dot aria-hidden="true" data-status={status} $status={status} />
);

/**
 * The engineer's online status (SPEC §7 engineer status) in the header: a button with the
 * status's dot and word that opens the statuses to pick from. Offline is only ever the system's
 * (signed in elsewhere, signed out): shown, never picked.
 */
export function StatusControl({ controller }: { controller: EngineerConsole }) {
  const { t } = useTranslation();
  const auth = useConsoleStore((s) => s.auth);
  const pending = useConsoleStore((s) => s.statusPending);
  if (!auth) return null;
  const value = pending ?? auth.status;
  const options: SelectMenuOption<EngineerStatus>[] = PICKABLE_STATUSES.map((status) => ({
    value: status,
    label: t(`console.status.${status}`),
    adornment: <StatusDot status={status} />,
  }));
  if (value === 'offline')
    options.push({
      value: 'offline',
      label: t('console.status.offline'),
      adornment: <StatusDot status="offline" />,
      disabled: true,
    });
  return (
    <SelectMenu
      label={t('console.header.status')}
      value={value}
      options={options}
      busy={!!pending}
      onValueChange={(status) => void controller.setStatus(status)}
    />
  );
}
