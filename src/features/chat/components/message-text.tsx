import { memo, useMemo } from 'react';
import styled from 'styled-components';
import { emojiImageUrl, type EmojiEntry } from '@/lib/emoji';
import { tokenize } from '@/lib/tokenize';

const Emoji = styled.img`
  width: 1.5em;
  height: 1.5em;
  vertical-align: -0.35em;
  margin: 0 1px;
`;

const Link = styled.a`
  color: inherit;
  text-decoration: underline;
  word-break: break-all;
`;

const Text = styled.span`
  /* Direction overrides inside stay inside: they cannot reorder the row's name or time. */
  unicode-bidi: isolate;
  /* Kept as typed, but a run of spaces or tabs wraps instead of hanging past the bubble. */
  white-space: break-spaces;
  overflow-wrap: anywhere;
`;

export interface MessageTextProps {
  text: string;
  /** The faces this project shows (SPEC §6 cube_diy.emoji picks the 48-entry set). */
  emoji?: readonly EmojiEntry[];
}

/**
 * Message text as tokens, never HTML (SPEC §5): emoji codes and labels become images, links,
 * e-mails, phones and hotlines become links whose href is only ever http(s), mailto or tel.
 */
export const MessageText = memo(function MessageText({ text, emoji }: MessageTextProps) {
  const tokens = useMemo(() => tokenize(text, emoji ? { emoji } : {}), [text, emoji]);
  return (
    <Text>
      {tokens.map((token, i) => {
        switch (token.type) {
          case 'text':
            return token.value;
          case 'emoji':
            return (
              <Emoji
                key={i}
                src={emojiImageUrl(token.entry)}
                alt={token.entry.label}
                title={token.entry.label}
              />
            );
          case 'link':
            return (
              <Link key={i} href={token.href} target="_blank" rel="noopener noreferrer nofollow">
                {token.value}
              </Link>
            );
          default:
            return (
              <Link key={i} href={token.href}>
                {token.value}
              </Link>
            );
        }
      })}
    </Text>
  );
});
