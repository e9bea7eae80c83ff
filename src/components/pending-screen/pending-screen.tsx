import type { ReactNode } from 'react';
import { Page } from '../page';
import { StatusView } from '../status-view';

export interface PendingScreenProps {
  title: string;
  titleSuffix?: string;
  /** Says plainly what this screen will do and that it is not there yet. */
  message: string;
  actions?: ReactNode;
}

/** A route whose screen is not built yet says so plainly instead of pretending. */
export function PendingScreen({ title, titleSuffix, message, actions }: PendingScreenProps) {
  return (
    <Page title={title} titleSuffix={titleSuffix}>
      <StatusView title={title} actions={actions}>
        {message}
      </StatusView>
    </Page>
  );
}
