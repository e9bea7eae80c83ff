import { useCallback, useMemo, useState } from 'react';
import { widgetUrl } from '../model/widget-protocol';
import { useWidgetHost } from './use-widget-host';

/** A host page's widget for a project: its URL, open state and the bridge to it. */
export function useEmbeddedWidget(projectId: string) {
  const [open, setOpen] = useState(false);
  const src = useMemo(
    () => widgetUrl(import.meta.env.BASE_URL, projectId, window.location.href).href,
    [projectId],
  );
  const close = useCallback(() => setOpen(false), []);
  const host = useWidgetHost({ src, open, onClose: close });
  const { post } = host;
  /** Asks the chat a question for the visitor and shows the widget. */
  const ask = useCallback(
    (text: string) => {
      post({ type: 'webchat:send', text });
      setOpen(true);
    },
    [post],
  );
  return { src, open, setOpen, host, ask };
}
