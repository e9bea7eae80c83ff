import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiClient } from '@/lib/api-client';
import { config } from '@/lib/config';
import type { ConsoleSession } from '../model/types';
import { CannedReplies } from './canned-replies';
import { Muted } from './panel.styles';
import { ProfilePanel } from './profile-panel';
import { Tabs, type TabItem } from './tabs';
import { ToolsPanel } from './tools-panel';

export type SideTab = 'profile' | 'replies' | 'tools';

export interface SidePanelProps {
  session: ConsoleSession | undefined;
  /** For the visitor's profile and past conversations. */
  api?: ApiClient;
  onInsertReply: (text: string) => void;
  /** Which tab opens first (the phone opens replies from the conversation). */
  initialTab?: SideTab;
}

/** The right column: the visitor's details, canned replies and the helper tools. */
export function SidePanel({ session, api, onInsertReply, initialTab = 'profile' }: SidePanelProps) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<SideTab>(initialTab);
  const helpers = config.flags.engineer_helper;
  const items: TabItem<SideTab>[] = [
    {
      key: 'profile',
      label: t('console.tabs.profile'),
      content: session ? (
        <ProfilePanel session={session} api={api} />
      ) : (
        <Muted>{t('console.conversation.none')}</Muted>
      ),
    },
    {
      key: 'replies',
      label: t('console.tabs.replies'),
      content: <CannedReplies onInsert={onInsertReply} />,
    },
  ];
  if (helpers.send_short_message || helpers.order_log_search)
    items.push({
      key: 'tools',
      label: t('console.tabs.tools'),
      content: (
        <ToolsPanel api={api} sessionId={session?.sessionId} visitorName={session?.visitorName} />
      ),
    });
  return <Tabs label={t('console.tabs.label')} items={items} value={tab} onChange={setTab} />;
}
