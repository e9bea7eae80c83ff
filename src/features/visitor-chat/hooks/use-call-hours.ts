import { useTranslation } from 'react-i18next';
import { dialogs } from '@/components/dialog';
import { describeFailure } from '@/lib/api-client';
import { useResource } from '@/lib/resource';
import type { VisitorSession } from '../model/visitor-session';

/**
 * The menu's 语音/视频通话: the calling hours (SPEC §7 getVideoSetting), read with the first
 * words under `key`. One who asks before they arrive (a slow network, a first click) is answered
 * when they do, not ignored.
 */
export function useCallHours(
  key: string | undefined,
  reads: VisitorSession['reads'] | undefined,
  allReads: VisitorSession['reads'] | undefined,
) {
  const { t } = useTranslation();
  const [video] = useResource(key, () => reads!.videoSetting());
  return async () => {
    let description: string;
    try {
      const setting = video.data ?? (allReads ? await allReads.videoSetting() : undefined);
      if (!setting) throw new Error('no session');
      const text = setting.video_enabled ? 'visitor.callAvailable' : 'visitor.callUnavailable';
      description = t(text, { hours: setting.hours ?? '' });
    } catch (error) {
      description = describeFailure(error, t);
    }
    await dialogs.alert({ title: t('call.title'), description });
  };
}
