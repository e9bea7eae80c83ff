import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../button';
import { IconButton } from '../icon-button';
import { CloseIcon } from '../icons';

const Notice = styled.div`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndex.toast};
  top: calc(${({ theme }) => theme.space[3]} + env(safe-area-inset-top, 0px));
  left: 50%;
  transform: translateX(-50%);
  width: min(356px, calc(100vw - 2 * ${({ theme }) => theme.space[3]}));
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[2]} ${theme.space[2]} ${theme.space[4]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow:
    inset 0 0 0 1px ${({ theme }) => theme.colors.border},
    ${({ theme }) => theme.shadows.md};
  p {
    flex: 1;
    margin: 0;
  }
`;

export interface ReloadNoticeProps {
  /** @default window.location.reload() */
  onReload?: () => void;
}

/**
 * A part of the page that this browser will not fetch again until the page reloads (a chunk it
 * needs failed earlier, `ChunkLoadError.reloadNeeded`): says so and offers the reload. What the
 * page holds (the conversation, the outbox) survives a reload. It can be put away: it sits over
 * the page's header.
 */
export function ReloadNotice({ onReload = () => window.location.reload() }: ReloadNoticeProps) {
  const { t } = useTranslation();
  const [closed, setClosed] = useState(false);
  if (closed) return null;
  return (
    <Notice role="alert">
      <p>{t('errors.reloadBody')}</p>
      <Button variant="secondary" onClick={onReload}>
        {t('errors.reload')}
      </Button>
      <IconButton
        size="sm"
        label={t('errors.closeNotice')}
        icon={<CloseIcon />}
        onClick={() => setClosed(true)}
      />
    </Notice>
  );
}
