import * as z from 'zod/mini';

/**
 * The host page's half of the embed protocol v1 (the widget's half, with the whole message
 * list, is visitor-chat's model/host-bridge.ts). The host validates what the widget posts and
 * ignores anything else; it posts commands to the iframe's window at the widget's exact origin.
 */
export const EMBED_PROTOCOL_VERSION = 1;

/** Commands a host sends; `v` is added when posted. */
export type HostCommand =
  | {
      type: 'webchat:send';
      text: string;
      user?: { name?: string; phone?: string; email?: string; cube_uid?: string };
    }
  | { type: 'webchat:login'; token: string; cube_uid: string; project_id?: string }
  | { type: 'webchat:logout' }
  | { type: 'webchat:visibility'; visible: boolean };

const v = z.literal(EMBED_PROTOCOL_VERSION);
const identity = { loggedIn: z.boolean(), cube_uid: z.nullable(z.string()) };

export const widgetEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('webchat:ready'), v, project_id: z.string(), ...identity }),
  z.object({ type: z.literal('webchat:login-state'), v, ...identity }),
  z.object({
    type: z.literal('webchat:unread'),
    v,
    count: z.number().check(z.int(), z.minimum(0)),
  }),
  z.object({
    type: z.literal('webchat:message'),
    v,
    id: z.string(),
    client_type: z.string(),
    author: z.string(),
    message_type: z.string(),
    text: z.optional(z.string()),
  }),
  z.object({ type: z.literal('webchat:close'), v }),
  z.object({
    type: z.literal('webchat:error'),
    v,
    reason: z.string(),
    request: z.string(),
  }),
]);
export type WidgetEvent = z.infer<typeof widgetEvent>;

/** Why a message was not taken. */
export type IgnoredReason = 'source' | 'origin' | 'shape';

export type Received =
  | { ok: true; event: WidgetEvent }
  | { ok: false; reason: IgnoredReason; origin: string; type?: string };

/** The protocol's look (a 'webchat:' type), to tell an attempt at us from other pages' chatter. */
export function looksLikeProtocol(data: unknown): data is { type: string } {
  const type = (data as { type?: unknown } | null)?.type;
  return typeof type === 'string' && type.startsWith('webchat:');
}

/** Takes a message only from the widget's own window at the widget's exact origin. */
export function acceptWidgetMessage(
  message: Pick<MessageEvent, 'data' | 'origin' | 'source'>,
  widget: { window: unknown; origin: string },
): Received {
  const type = looksLikeProtocol(message.data) ? message.data.type : undefined;
  const ignored = (reason: IgnoredReason): Received => ({
    ok: false,
    reason,
    origin: message.origin,
    type,
  });
  if (message.origin === 'null' || message.origin !== widget.origin) return ignored('origin');
  if (!message.source || message.source !== widget.window) return ignored('source');
  const parsed = widgetEvent.safeParse(message.data);
  return parsed.success ? { ok: true, event: parsed.data } : ignored('shape');
}

/** The widget's URL (the app's /webchat route, embedded) for a project. */
export function widgetUrl(base: string, projectId: string, pageHref: string): URL {
  const url = new URL(`${base.replace(/\/?$/, '/')}webchat`, pageHref);
  url.searchParams.set('isiframe', '1');
  url.searchParams.set('project_id', projectId);
  return url;
}
