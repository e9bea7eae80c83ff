import type { ComponentPropsWithoutRef } from 'react';
import styled from 'styled-components';
import { PREVIEW_MAX_CHARS, PREVIEW_TITLE_MAX_CHARS, previewText } from './preview-text';

/** Lines a preview may take before its ellipsis. */
export type PreviewLines = 1 | 2 | 3;

export interface PreviewProps extends Omit<ComponentPropsWithoutRef<'span'>, 'children' | 'title'> {
  /** The whole text; only its first PREVIEW_MAX_CHARS characters reach the page. */
  text: string;
  /** How many lines show before the ellipsis. @default 2 */
  lines?: PreviewLines;
  /**
   * Also puts a longer cut (PREVIEW_TITLE_MAX_CHARS) in the title, for a hover, where the full
   * text is not one click away. @default false
   */
  titled?: boolean;
  /** A searched word: when it lies past the cut, the preview starts just before it. */
  around?: string;
}

/*
 * The clamp bounds what shows, whatever the text: a word with no spaces breaks anywhere rather
 * than widening the row, and past `lines` lines the rest is hidden behind an ellipsis.
 */
const Clamp = styled.span<{ $lines: PreviewLines }>`
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: ${({ $lines }) => $lines};
  line-clamp: ${({ $lines }) => $lines};
  min-width: 0;
  overflow: hidden;
  overflow-wrap: anywhere;
`;

/**
 * A message shortened for a list row: cut to PREVIEW_MAX_CHARS on one line of words (newlines
 * become spaces) so the DOM stays small, and clamped by CSS to `lines` lines so it stays short
 * on screen. Text only: what a message says is never read as HTML.
 */
export function Preview({ text, lines = 2, titled = false, around, ...rest }: PreviewProps) {
  return (
    <Clamp
      {...rest}
      $lines={lines}
      title={titled ? previewText(text, PREVIEW_TITLE_MAX_CHARS) : undefined}
    >
      {previewText(text, PREVIEW_MAX_CHARS, around)}
    </Clamp>
  );
}
