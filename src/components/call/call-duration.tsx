import { useTranslation } from 'react-i18next';
import { elapsedSeconds, formatCallDuration } from './call-time';
import { useNow } from './use-now';

/**
 * The call's running time. role="timer" is not a live region: it is read when reached, not
 * announced every second. Only this part renders each second.
 */
export function CallDuration({
  since,
  className,
  labelled = true,
}: {
  since?: number;
  className?: string;
  /** Names the timer "call time 02:13"; off inside a control named by its visible text. @default true */
  labelled?: boolean;
}) {
  const { t } = useTranslation();
  const now = useNow(since !== undefined);
  const time = formatCallDuration(elapsedSeconds(since, now));
  return (
    <span
      role="timer"
      className={className}
      aria-label={labelled ? t('callScreen.duration', { time }) : undefined}
    >
      {time}
    </span>
  );
}
