import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '@/components/icon-button';
import { AlertIcon, CloseIcon, InfoIcon, SuccessIcon, WarningIcon } from '@/components/icons';
import { Glyph, Lead, Root, Side, Text, Title, type BannerTone } from './banner.styles';
import { useControllableState } from '../utils';

export type { BannerTone };

export interface BannerProps {
  /** error is announced at once (role="alert"); the others politely (role="status"). @default 'info' */
  tone?: BannerTone;
  /** A short bold lead, e.g. '系统维护通知'. */
  title?: string;
  /** The notice itself. */
  children?: ReactNode;
  /** A button or link, e.g. '查看工单'. */
  action?: ReactNode;
  /** Shows a close button. @default false */
  dismissible?: boolean;
  /** Controlled visibility. */
  open?: boolean;
  /** Uncontrolled initial visibility. @default true */
  defaultOpen?: boolean;
  /** Called with false when dismissed. */
  onOpenChange?: (open: boolean) => void;
  /** Name of the close button. @default '关闭提示' */
  dismissLabel?: string;
  /** Replaces the tone's icon; false shows none. */
  icon?: ReactNode | false;
  className?: string;
}

const TONE_ICON = {
  info: InfoIcon,
  warning: WarningIcon,
  error: AlertIcon,
  success: SuccessIcon,
} as const;

/** An inline notice: maintenance, ticket or repair status, a failed action. */
export function Banner({
  tone = 'info',
  title,
  children,
  action,
  dismissible = false,
  open,
  defaultOpen = true,
  onOpenChange,
  dismissLabel,
  icon,
  className,
}: BannerProps) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useControllableState({
    prop: open,
    defaultProp: defaultOpen,
    onChange: onOpenChange,
  });
  if (!isOpen) return null;
  const ToneIcon = TONE_ICON[tone];
  const glyph = icon === undefined ? <ToneIcon size={18} /> : icon;
  return (
    <Root
      role={tone === 'error' ? 'alert' : 'status'}
      className={className}
      data-tone={tone}
      data-state="open"
      $tone={tone}
    >
      <Lead>
        {glyph === false ? null : <Glyph aria-hidden="true">{glyph}</Glyph>}
        <Text>
          {title ? <Title>{title}</Title> : null}
          {children}
        </Text>
      </Lead>
      {action || dismissible ? (
        <Side>
          {action}
          {dismissible ? (
            <IconButton
              label={dismissLabel ?? t('components.media.banner.dismiss')}
              icon={<CloseIcon />}
              size="sm"
              onClick={() => setOpen(false)}
            />
          ) : null}
        </Side>
      ) : null}
    </Root>
  );
}
