import { useState } from 'react';
import { HostSendersContext } from '../hooks/host-senders-context';
import { useHostBridge } from '../hooks/use-host-bridge';
import { HostSenders } from '../model/host-sender';
import { ChatQueueScreen } from './chat-queue-screen';

/** SPEC §2 /webchat: the compact widget view used in iframes; the same chat, no side panel. */
export function WebchatScreen() {
  // The host page's send command reaches the chat's sender through this, not a module global.
  const [senders] = useState(() => new HostSenders());
  // Embedded, the host page may sync a login: a new key starts the chat again as that visitor.
  const generation = useHostBridge({ senders });
  return (
    <HostSendersContext.Provider value={senders}>
      <ChatQueueScreen compact key={generation} />
    </HostSendersContext.Provider>
  );
}
