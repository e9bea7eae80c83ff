// The composer is one control over one draft (text, attachments, the emoji panel,
// the keyboard, paste and the send paths); its styled parts are in composer.styles.ts. The voice
// recorder is its own module (../voice), loaded on the microphone's first press.
import {
  lazy,
  Suspense,
  useId,
  useRef,
  useState,
  type ClipboardEvent,
  type KeyboardEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { EmojiPicker } from '@/components/emoji-picker';
import { IconButton } from '@/components/icon-button';
import { ImageIcon, PaperclipIcon, SendIcon, SmileIcon } from '@/components/icons';
import { MESSAGE_MAX_LENGTH } from '@/lib/contract';
import type { EmojiEntry } from '@/lib/emoji';
import { TEXT_EXTENSIONS, UPLOAD_EXTENSIONS } from '@/lib/validate';
import { TYPING_REFRESH_MS } from '../model/typing';
import { Counter, Form, Hidden, Input, Label, Line, Panel, Send } from './composer.styles';

// The microphone comes with what the chat loads right after its first paint (vite.config.ts puts
// it in that chunk), not with the first paint: nothing can be sent before then anyway.
const VoiceControl = lazy(() =>
  import('../voice/voice-control').then((m) => ({ default: m.VoiceControl })),
);

const FILE_ACCEPT = [...UPLOAD_EXTENSIONS, ...TEXT_EXTENSIONS].map((ext) => `.${ext}`).join(',');

/** The counter shows from here on, so the cap never comes as a surprise. */
export const COUNTER_FROM = Math.floor(MESSAGE_MAX_LENGTH * 0.9);

/** A text over the cap as a plain-text file (its name says when it was written). */
export function textAsFile(text: string, now = new Date()): File {
  const stamp = now.toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-');
  return new File([text], `message-${stamp}.txt`, { type: 'text/plain' });
}

export interface ComposerProps {
  onSendText: (text: string) => void;
  onImage?: (file: File) => void;
  onFile?: (file: File) => void;
  /** A recorded voice note (#17 item 4); the microphone shows where the browser can record. */
  onVoice?: (file: File, seconds: number) => void;
  onTyping?: (typing: boolean) => void;
  /** The empty field's hint. @default the visitor's "describe your question" */
  placeholder?: string;
  /** The faces to offer (SPEC §6: 48 under cube_diy.emoji). */
  emoji?: readonly EmojiEntry[];
  /** Nothing can be sent right now (e.g. while transferring); typing still works. @default false */
  disabled?: boolean;
}

/**
 * Where the visitor (or engineer) writes. Enter sends, Shift+Enter breaks the line, and an IME
 * composition (pinyin) is never sent half-typed. Pasted files go out like picked ones.
 */
export function Composer({
  onSendText,
  onImage,
  onFile,
  onVoice,
  onTyping,
  placeholder,
  emoji,
  disabled,
}: ComposerProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [picker, setPicker] = useState(false);
  const [voiceActive, setVoiceActive] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);
  const imageInput = useRef<HTMLInputElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const typingTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const typingSince = useRef(0);
  const id = useId();

  const over = text.length > MESSAGE_MAX_LENGTH;
  const clear = () => {
    setText('');
    // The panel has done its work: on a phone it would keep covering the conversation.
    setPicker(false);
    clearTimeout(typingTimer.current);
    typingSince.current = 0;
    onTyping?.(false);
    field.current?.focus();
  };
  const submit = () => {
    const value = text.trim();
    // Over the cap nothing is cut: the counter offers the whole text as a file instead.
    if (!value || disabled || value.length > MESSAGE_MAX_LENGTH) return;
    onSendText(value);
    clear();
  };
  const sendAsFile = () => {
    if (disabled || !onFile) return;
    onFile(textAsFile(text));
    clear();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key !== 'Enter' || e.shiftKey || e.nativeEvent.isComposing || e.keyCode === 229) return;
    e.preventDefault();
    submit();
  };

  // One "typing" frame per TYPING_REFRESH_MS while keys keep coming, not one per key; "stopped"
  // when the field empties or the keys pause for as long.
  const onChange = (value: string) => {
    setText(value);
    clearTimeout(typingTimer.current);
    const now = Date.now();
    if (value.length === 0) {
      if (typingSince.current) onTyping?.(false);
      typingSince.current = 0;
      return;
    }
    if (now - typingSince.current >= TYPING_REFRESH_MS) {
      typingSince.current = now;
      onTyping?.(true);
    }
    typingTimer.current = setTimeout(() => {
      typingSince.current = 0;
      onTyping?.(false);
    }, TYPING_REFRESH_MS);
  };

  const route = (file: File) => (file.type.startsWith('image/') ? onImage : onFile)?.(file);

  const onPaste = (e: ClipboardEvent<HTMLTextAreaElement>) => {
    const files = [...e.clipboardData.files];
    if (files.length === 0) return;
    e.preventDefault();
    files.forEach(route);
  };

  const insertEmoji = (entry: EmojiEntry) => {
    const input = field.current;
    const token = `[${entry.label}]`;
    const start = input?.selectionStart ?? text.length;
    const end = input?.selectionEnd ?? text.length;
    setText(text.slice(0, start) + token + text.slice(end));
    requestAnimationFrame(() =>
      input?.setSelectionRange(start + token.length, start + token.length),
    );
  };

  const send = (
    <Send
      type="submit"
      label={t('chat.composer.send')}
      icon={<SendIcon />}
      disabled={disabled || !text.trim() || over}
    />
  );

  return (
    <Form onSubmit={(e) => (e.preventDefault(), submit())}>
      {picker && (
        <Panel>
          <EmojiPicker set={emoji} onSelect={insertEmoji} label={t('chat.composer.emoji')} />
        </Panel>
      )}
      <Line>
        <IconButton
          label={t('chat.composer.emoji')}
          icon={<SmileIcon />}
          pressed={picker}
          onClick={() => setPicker(!picker)}
        />
        {onImage && (
          <IconButton
            label={t('chat.composer.image')}
            icon={<ImageIcon />}
            onClick={() => imageInput.current?.click()}
          />
        )}
        {onFile && (
          <IconButton
            label={t('chat.composer.file')}
            icon={<PaperclipIcon />}
            onClick={() => fileInput.current?.click()}
          />
        )}
        <Label htmlFor={id}>{t('chat.composer.label')}</Label>
        <Input
          id={id}
          ref={field}
          rows={1}
          value={text}
          placeholder={placeholder ?? t('chat.composer.placeholder')}
          enterKeyHint="send"
          aria-invalid={over || undefined}
          aria-describedby={text.length >= COUNTER_FROM ? `${id}-counter` : undefined}
          onChange={(e) => onChange(e.target.value)}
          onKeyDown={onKeyDown}
          onPaste={onPaste}
        />
        {/* An empty draft has nothing to send: the microphone takes the send button's place
            (as in the messaging apps people know), and keeps it while it records. */}
        {onVoice && (!text.trim() || voiceActive) ? (
          <Suspense fallback={send}>
            <VoiceControl
              onSend={onVoice}
              onActiveChange={setVoiceActive}
              disabled={disabled}
              otherwise={send}
            />
          </Suspense>
        ) : (
          send
        )}
      </Line>
      {/* Announced once when the cap is crossed, not with every key. */}
      <Label as="span" role="status">
        {over
          ? t('errors.reasons.text_too_long', { max: MESSAGE_MAX_LENGTH.toLocaleString() })
          : ''}
      </Label>
      {text.length >= COUNTER_FROM && (
        <Counter $over={over} id={`${id}-counter`}>
          <span>
            {over
              ? t('chat.composer.tooLong', {
                  over: (text.length - MESSAGE_MAX_LENGTH).toLocaleString(),
                  max: MESSAGE_MAX_LENGTH.toLocaleString(),
                })
              : t('chat.composer.counter', {
                  length: text.length.toLocaleString(),
                  max: MESSAGE_MAX_LENGTH.toLocaleString(),
                })}
          </span>
          {over && onFile && (
            <Button variant="ghost" onClick={sendAsFile} disabled={disabled}>
              {t('chat.composer.sendAsFile')}
            </Button>
          )}
        </Counter>
      )}
      <Hidden
        ref={imageInput}
        type="file"
        accept="image/png,image/jpeg,image/gif,image/webp"
        tabIndex={-1}
        onChange={(e) => {
          [...(e.target.files ?? [])].forEach((f) => onImage?.(f));
          e.target.value = '';
        }}
      />
      <Hidden
        ref={fileInput}
        type="file"
        accept={FILE_ACCEPT}
        tabIndex={-1}
        onChange={(e) => {
          [...(e.target.files ?? [])].forEach((f) => onFile?.(f));
          e.target.value = '';
        }}
      />
    </Form>
  );
}
