import { type ChatMessage, SMS_MAX_LENGTH } from '@/lib/contract';
import { isMobile } from '@/lib/validate';

export { SMS_MAX_LENGTH };

export type SmsProblem = 'phoneInvalid' | 'textRequired' | 'textTooLong';

/** SPEC §5 mobile pattern for the number; a non-empty text within one segment. */
export function validateSms(
  phone: string,
  text: string,
): { phone?: SmsProblem; text?: SmsProblem } {
  const problems: { phone?: SmsProblem; text?: SmsProblem } = {};
  if (!isMobile(phone.replace(/[\s-]/g, ''))) problems.phone = 'phoneInvalid';
  const body = text.trim();
  if (!body) problems.text = 'textRequired';
  else if ([...body].length > SMS_MAX_LENGTH) problems.text = 'textTooLong';
  return problems;
}

export interface LogHit {
  sessionId: string;
  message: ChatMessage;
}

/**
 * The order-log search over what the console holds: lines (or file names) of the given
 * conversations that contain every word of the query, newest first.
 */
export function searchLogs(
  query: string,
  bySession: Readonly<Record<string, readonly ChatMessage[]>>,
  sessionIds: readonly string[],
  limit = 50,
): LogHit[] {
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return [];
  const hits: LogHit[] = [];
  for (const sessionId of sessionIds)
    for (const message of bySession[sessionId] ?? []) {
      const text = `${message.text ?? ''} ${message.content?.name ?? ''}`.toLowerCase();
      if (words.every((w) => text.includes(w))) hits.push({ sessionId, message });
    }
  return hits.sort((a, b) => b.message.sentAt - a.message.sentAt).slice(0, limit);
}
