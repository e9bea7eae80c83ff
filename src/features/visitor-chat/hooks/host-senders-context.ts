import { createContext, useContext } from 'react';
import type { HostSenders } from '../model/host-sender';

/** The embedded widget's HostSenders (WebchatScreen); none on the full chat page. */
export const HostSendersContext = createContext<HostSenders | undefined>(undefined);

export const useHostSenders = () => useContext(HostSendersContext);
