import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ClientSwitches } from '@/lib/permissions';

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  button,
  a {
    display: flex;
    align-items: center;
    width: 100%;
    min-height: 48px;
    padding: 0 ${({ theme }) => theme.space[4]};
    border: 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    background: none;
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    text-align: start;
    text-decoration: none;
    cursor: pointer;
  }
  button:hover,
  a:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

export type MenuAction =
  | 'history'
  | 'transcript'
  | 'tickets'
  | 'workOrder'
  | 'call'
  | 'voiceCall'
  | 'videoCall'
  | 'vip'
  | 'projects'
  | 'login'
  | 'language'
  | 'end';

export interface VisitorMenuProps {
  onAction: (action: MenuAction) => void;
  /** Hides "end conversation" (and saving it) when there is no conversation. */
  canEnd: boolean;
  /** What the permission tree allows (SPEC §6). */
  switches: Pick<ClientSwitches, 'services' | 'singleProject'>;
  /**
   * A call can start now (#18: a live conversation with an engineer): the menu offers a voice
   * and a video call; otherwise its 语音/视频通话 answers with the calling hours. @default false
   */
  canCall?: boolean;
}

/** The visitor's services: history, service orders, self-service repair, calls, VIP, language. */
export function VisitorMenu({ onAction, canEnd, switches, canCall = false }: VisitorMenuProps) {
  const { t, i18n } = useTranslation();
  // The switch names the other language in that language (WCAG 3.1.2, language of parts).
  const otherLanguage = i18n.language === 'en' ? 'zh-CN' : 'en';
  const items: MenuAction[] = [
    'history',
    ...(canEnd ? (['transcript'] as const) : []),
    ...(switches.services ? (['tickets', 'workOrder'] as const) : []),
    ...(canCall
      ? (['voiceCall', 'videoCall'] as const)
      : switches.services
        ? (['call'] as const)
        : []),
    ...(switches.services ? (['vip'] as const) : []),
    ...(switches.singleProject ? [] : (['projects'] as const)),
    'login',
    'language',
    ...(canEnd ? (['end'] as const) : []),
  ];
  return (
    <nav aria-label={t('visitor.actions.menu')}>
      <List>
        {items.map((action) => (
          <li key={action}>
            <button
              type="button"
              lang={action === 'language' ? otherLanguage : undefined}
              onClick={() => onAction(action)}
            >
              {t(`visitor.actions.${action}`)}
            </button>
          </li>
        ))}
      </List>
    </nav>
  );
}
