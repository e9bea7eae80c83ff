import type { MessageDraft, MessageKind } from '../core';

/** What a client writes in SPEC's send body (`message_body`), and the console's send. */
export interface WireMessage {
  MsgType: 'text' | 'image' | 'file' | 'voice' | 'video';
  Content?: string;
  PicUrl?: string;
  MediaUrl?: string;
  FileName?: string;
  FileType?: string;
  FileSize?: number | string;
  ClientMsgId?: string;
  SessionID?: string;
}

const KIND: Record<WireMessage['MsgType'], MessageKind> = {
  text: 'Text',
  image: 'Image',
  file: 'File',
  voice: 'Voice',
  video: 'Video',
};

/** A message in SPEC's words as the core's draft: the words of a text, the media of the rest. */
export function messageDraft(body: WireMessage): MessageDraft {
  const url = body.PicUrl ?? body.MediaUrl;
  const size = body.FileSize === undefined ? undefined : Number(body.FileSize);
  return {
    kind: KIND[body.MsgType],
    text: body.MsgType === 'text' ? (body.Content ?? '') : undefined,
    media:
      url !== undefined || body.FileName !== undefined
        ? {
            url,
            name: body.FileName,
            type: body.FileType,
            size: size !== undefined && Number.isFinite(size) ? size : undefined,
          }
        : undefined,
    clientMsgId: body.ClientMsgId,
    sessionId: body.SessionID,
  };
}
