import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '@/components/icon-button';
import { CloseIcon, DownloadIcon, RetryIcon } from '@/components/icons';
import { ProgressBar } from '@/components/progress-bar';
import { cleanName } from '@/lib/contract/clean-name';
import { formatFileSize } from '@/lib/format';
import { Body, Card, Main, MainLink, Meta, Name, NameHead, NameTail } from './file-card.styles';
import { fileKind } from './file-kind';
import { middleEllipsisParts } from './file-name';
import { safeDownloadUrl } from './file-url';
import { FileTypeTile } from './file-type-tile';

export type FileCardStatus = 'uploading' | 'error' | 'done';

export interface FileCardProps {
  /** The file name; untrusted, always rendered as text. */
  name: string;
  /** Size in bytes (SPEC §5 display: B, KB, MB). */
  size: number;
  /** Download URL once uploaded; only http(s), blob: and relative URLs become a link. */
  url?: string;
  /** @default 'done' */
  status?: FileCardStatus;
  /** Upload progress, 0 to 100; leave undefined while the size of the work is unknown. */
  progress?: number;
  /** Shows a cancel button while uploading. */
  onCancel?: () => void;
  /** Shows a retry button after an error. */
  onRetry?: () => void;
  /** Replaces the generic '上传失败'. */
  errorMessage?: string;
  className?: string;
}

/** A file message: kind, name, size; upload progress and cancel; error and retry; download. */
export function FileCard({
  name: rawName,
  size,
  url,
  status = 'done',
  progress,
  onCancel,
  onRetry,
  errorMessage,
  className,
}: FileCardProps) {
  const { t } = useTranslation();
  const nameId = useId();
  // A name from the network may carry direction overrides that draw "gnp.exe" as "exe.png".
  const name = cleanName(rawName);
  const { head, tail } = middleEllipsisParts(name);
  const href = status === 'done' ? safeDownloadUrl(url) : undefined;
  const statusText =
    status === 'uploading'
      ? t('components.fileCard.uploading')
      : status === 'error'
        ? (errorMessage ?? t('components.fileCard.failed'))
        : '';
  const content = (
    <>
      <FileTypeTile kind={fileKind(name)} name={name} />
      <Body>
        <Name id={nameId} title={name} data-part="name">
          <NameHead>{head}</NameHead>
          <NameTail>{tail}</NameTail>
        </Name>
        <Meta>
          <span>{formatFileSize(size)}</span>
          <span aria-live="polite" data-tone={status === 'error' ? 'danger' : undefined}>
            {statusText}
          </span>
        </Meta>
        {status === 'uploading' ? (
          <ProgressBar
            value={progress}
            label={t('components.fileCard.uploadProgress', { name })}
            showValue
          />
        ) : null}
      </Body>
    </>
  );
  return (
    <Card className={className} data-state={status}>
      {href ? (
        <MainLink href={href} download={name} rel="noopener" target="_blank">
          {content}
          {/* Named from its content so the visible name is in the link's name (WCAG 2.5.3). */}
          <DownloadIcon label={t('components.fileCard.download')} />
        </MainLink>
      ) : (
        <Main>{content}</Main>
      )}
      {status === 'uploading' && onCancel ? (
        <IconButton
          label={t('components.fileCard.cancel')}
          icon={<CloseIcon />}
          aria-describedby={nameId}
          onClick={onCancel}
        />
      ) : null}
      {status === 'error' && onRetry ? (
        <IconButton
          label={t('components.fileCard.retry')}
          icon={<RetryIcon />}
          aria-describedby={nameId}
          onClick={onRetry}
        />
      ) : null}
    </Card>
  );
}
