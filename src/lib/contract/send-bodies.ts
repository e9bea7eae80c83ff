import type { BodyOf } from './endpoint';
import type { consoleApi } from './console-api';
import type { ownApi } from './own-api';
import type { ChatMessage } from './rows';

/** The MsgType of SPEC §7's send for a row type. */
export const MSG_TYPE = {
  Text: 'text',
  Image: 'image',
  File: 'file',
  Voice: 'voice',
  Video: 'video',
  Notice: 'text',
} as const;

/** The row's content in SPEC §7's send fields, the same for both sides. */
const content = (message: ChatMessage) => ({
  MsgType: MSG_TYPE[message.type],
  Content: message.type === 'Text' ? message.text : undefined,
  MediaUrl: message.type !== 'Text' ? (message.mediaUrl ?? message.imageUrl) : undefined,
  FileName: message.content?.name,
  FileType: message.content?.media,
  FileSize: message.content?.size,
  ClientMsgId: message.id,
});

/** Who sends a visitor's row, and when it leaves. */
export interface VisitorSendContext {
  token: string;
  projectId?: string;
  accessesId?: string;
  skill?: string;
  /** When the row leaves, in ms since epoch (SPEC's CreateTime is in seconds). */
  at: number;
}

/** SPEC §7 send (POST /api/csc/core/webchat/main) of a visitor's row. */
export const toVisitorSendBody = (
  message: ChatMessage,
  ctx: VisitorSendContext,
): BodyOf<typeof ownApi.send> => ({
  project_id: ctx.projectId,
  token: ctx.token,
  message_body: {
    accesses_id: ctx.accessesId,
    Skill: ctx.skill,
    project_id: ctx.projectId,
    ...content(message),
    PicUrl: message.type === 'Image' ? message.imageUrl : undefined,
    CreateTime: Math.floor(ctx.at / 1000),
    SessionID: message.sessionId,
  },
});

/** The console's send of an engineer's row into its conversation. */
export const toConsoleSendBody = (message: ChatMessage): BodyOf<typeof consoleApi.send> => ({
  session_id: message.sessionId ?? '',
  ...content(message),
});
