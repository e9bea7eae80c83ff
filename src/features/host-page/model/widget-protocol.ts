/**
 * What the demo host pages need to know about the embed: where widget.js is, the snippet a
 * host site pastes (README "Embed it"), and how to tell an attempt at the protocol that the
 * loader ignored from the widget's own messages, so the page can show it in its log.
 * The protocol itself is widget.js's business (src/embed) and the widget's
 * (visitor-chat's model/host-bridge.ts).
 */

/** Why the loader did not take a message. */
export type IgnoredReason = 'source' | 'origin';

/** The protocol's look (a 'webchat:' type), to tell an attempt at us from other pages' chatter. */
export function looksLikeProtocol(data: unknown): data is { type: string } {
  const type = (data as { type?: unknown } | null)?.type;
  return typeof type === 'string' && type.startsWith('webchat:');
}

/**
 * Why widget.js turns a message away: not the widget's exact origin (a sandboxed frame is
 * 'null'), or not the widget's window; undefined when it is the widget's own.
 */
export function ignoredReason(
  message: Pick<MessageEvent, 'origin' | 'source'>,
  widget: { window: unknown; origin: string },
): IgnoredReason | undefined {
  if (message.origin === 'null' || message.origin !== widget.origin) return 'origin';
  if (!message.source || message.source !== widget.window) return 'source';
  return undefined;
}

/** widget.js of this app (the loader is built beside index.html, under the app's base). */
export function widgetScriptUrl(base: string, pageHref: string): URL {
  return new URL(`${base.replace(/\/?$/, '/')}widget.js`, pageHref);
}

/** README "Embed it": the queue function, then widget.js for a project. */
export function embedSnippet(src: string, projectId: string): string {
  return (
    `<script>window.webchat=window.webchat||function(){var a=arguments;` +
    `(webchat.q=webchat.q||[]).push(a);return function(){webchat('off',a[1],a[2])}};</script>\n` +
    `<script async src="${src}" data-project="${projectId}"></script>`
  );
}
