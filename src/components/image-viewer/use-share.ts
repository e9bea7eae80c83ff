import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TIMING } from '@/lib/constants';
import type { GalleryItem } from './types';
import { absoluteUrl, shareLink } from './viewer-actions';

/** Share a picture and say what happened ('copy succeeded' for the clipboard, SPEC §5) for a toast's time. */
export function useShare(getShareUrl?: (item: GalleryItem, index: number) => string) {
  const { t } = useTranslation();
  const [notice, setNotice] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const shareItem = async (item: GalleryItem, index: number) => {
    const url = getShareUrl ? getShareUrl(item, index) : absoluteUrl(item.src);
    const result = await shareLink(url, item.title);
    if (result !== 'copied' && result !== 'failed') return;
    setNotice(
      t(
        result === 'copied'
          ? 'components.imageViewer.linkCopied'
          : 'components.imageViewer.copyFailed',
      ),
    );
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setNotice(''), TIMING.toastDurationMs);
  };

  return { notice, shareItem };
}
