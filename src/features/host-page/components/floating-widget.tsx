import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/badge';
import { IconButton } from '@/components/icon-button';
import { CloseIcon, createIcon } from '@/components/icons';
import type { WidgetHost } from '../hooks/use-widget-host';
import {
  Announcer,
  Frame,
  Launcher,
  LauncherBadge,
  LauncherText,
  Panel,
  PanelHeader,
  PanelTitle,
  Preview,
} from './floating-widget.styles';

const ChatIcon = createIcon(
  'ChatIcon',
  <path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z" />,
);

export interface FloatingWidgetProps {
  host: WidgetHost;
  /** The widget's URL (/webchat?isiframe=1&project_id=...). */
  src: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The chat widget as a host page shows it: a launcher with the unread count, and the widget's
 * iframe in a panel (bottom-right on desktop, the whole screen on a phone). The iframe loads at
 * once and stays loaded while closed, so the widget is ready and can count unread messages.
 */
export function FloatingWidget({ host, src, open, onOpenChange }: FloatingWidgetProps) {
  const { t } = useTranslation();
  const panelId = useId();
  const titleId = useId();
  const launcher = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLElement>(null);
  const wasOpen = useRef(open);
  const [dismissed, setDismissed] = useState<string>();
  const { frameRef, unread, latest } = host;
  // Opening the widget shows the message, so its preview is done with.
  const [wasShown, setWasShown] = useState(open);
  if (open !== wasShown) {
    setWasShown(open);
    if (open && latest) setDismissed(latest.id);
  }

  // Focus goes into the widget on open and back to the launcher on close.
  useEffect(() => {
    if (open) frameRef.current?.focus();
    else if (wasOpen.current) {
      const active = document.activeElement;
      if (!active || active === document.body || panel.current?.contains(active))
        launcher.current?.focus();
    }
    wasOpen.current = open;
  }, [open, frameRef]);

  const preview = !open && latest && latest.id !== dismissed ? latest : undefined;
  const previewText = !preview
    ? ''
    : preview.text
      ? t('host.widget.preview', { author: preview.author, text: preview.text })
      : t('host.widget.previewMedia', { author: preview.author });

  return (
    <>
      <Panel
        ref={panel}
        id={panelId}
        aria-labelledby={titleId}
        data-state={open ? 'open' : 'closed'}
        onKeyDown={(e) => e.key === 'Escape' && onOpenChange(false)}
      >
        <PanelHeader>
          <PanelTitle>
            <h2 id={titleId}>{t('host.widget.title')}</h2>
            <p>{t('host.widget.subtitle')}</p>
          </PanelTitle>
          <IconButton
            label={t('host.widget.close')}
            icon={<CloseIcon />}
            onClick={() => onOpenChange(false)}
          />
        </PanelHeader>
        <Frame ref={frameRef} src={src} title={t('host.widget.frameTitle')} />
      </Panel>
      <Announcer role="status">{previewText}</Announcer>
      {preview && (
        <Preview>
          <button type="button" onClick={() => onOpenChange(true)}>
            {previewText}
          </button>
          <IconButton
            size="sm"
            label={t('host.widget.dismissPreview')}
            icon={<CloseIcon />}
            onClick={() => setDismissed(preview.id)}
          />
        </Preview>
      )}
      <Launcher
        ref={launcher}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => onOpenChange(!open)}
      >
        {open ? <CloseIcon size={24} /> : <ChatIcon size={24} />}
        <LauncherText>{t('host.widget.launcher')}</LauncherText>
        {!open && unread > 0 && (
          <LauncherBadge>
            <Badge count={unread} label={t('host.widget.unread', { count: unread })} />
          </LauncherBadge>
        )}
      </Launcher>
    </>
  );
}
