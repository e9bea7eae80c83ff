import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonProps } from '@/components/button';
import { toast } from '@/components/toast';
// Not the client's index: this part of the chat is imported everywhere the chat is (tests' setup
// too), and the index would bring the API client itself along.
import { describeFailure } from '@/lib/api-client/error-message';
import type { TranscriptFile } from '@/lib/contract';
import { localTimeZone, saveFile } from '@/lib/download';
import { registerTexts } from '@/lib/i18n';
import { transcriptEn, transcriptZh } from '@/lib/i18n/locales/features/transcript';

// The texts come with the first screen that offers a transcript, not with the visitor's chat.
registerTexts('transcript', { 'zh-CN': transcriptZh, en: transcriptEn });

export interface TranscriptDownloadProps extends Omit<ButtonProps, 'onClick' | 'children'> {
  /** Asks the server for the file, with the times in the reader's time zone. */
  load: (timeZone: string | undefined) => Promise<TranscriptFile>;
}

/**
 * Saves a conversation as an HTML file (#17 item 2): the server writes it (the visitor's, the
 * engineer's and the supervisor's copy are the same page), this saves it on the device.
 */
export function TranscriptDownload({
  load,
  variant = 'secondary',
  ...rest
}: TranscriptDownloadProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const file = await load(localTimeZone());
      saveFile(file.filename, file.html, 'text/html;charset=utf-8');
      toast.success(t('transcript.saved', { filename: file.filename }));
    } catch (error) {
      toast.error(describeFailure(error, t as never));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant={variant}
      {...rest}
      onClick={() => void download()}
      disabled={busy}
      aria-busy={busy}
    >
      {busy ? t('transcript.preparing') : t('transcript.download')}
    </Button>
  );
}
