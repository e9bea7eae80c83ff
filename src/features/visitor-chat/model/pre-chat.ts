import {
  CONTACT_NAME_MAX,
  PRE_CHAT_FIELDS,
  type PreChatAnswers,
  type PreChatField,
  type PreChatFormView,
} from '@/lib/contract/leave-message';
import { EMAIL_MAX_LENGTH, isEmailAddress } from '@/lib/contract/email';
import { isPhoneNumber, PHONE_MAX_LENGTH } from '@/lib/contract/phone';
import { sessionStore, type KeyValueStore } from '@/lib/storage';

/**
 * The project's pre-chat form (#17 item 3), and what the visitor answered: kept for the tab
 * (sessionStorage), so a second transfer in it does not ask again, and the leave-a-message form
 * starts from the same name and contact.
 */
const KEY = 'WEBCHAT_PRE_CHAT';
const keyOf = (projectId: string) => `${KEY}:${projectId}`;

export function rememberedPreChat(
  projectId: string,
  store: KeyValueStore = sessionStore,
): PreChatAnswers | undefined {
  try {
    const value: unknown = JSON.parse(store.getItem(keyOf(projectId)) ?? 'null');
    if (!value || typeof value !== 'object') return undefined;
    const answers: PreChatAnswers = {};
    for (const field of PRE_CHAT_FIELDS) {
      const text = (value as Record<string, unknown>)[field];
      if (typeof text === 'string' && text) answers[field] = text;
    }
    return answers;
  } catch {
    return undefined;
  }
}

export function rememberPreChat(
  projectId: string,
  answers: PreChatAnswers,
  store: KeyValueStore = sessionStore,
): void {
  store.setItem(keyOf(projectId), JSON.stringify(answers));
}

/** The form's fields in PRE_CHAT_FIELDS order (a field named twice counts once). */
export function preChatFields(form: PreChatFormView | undefined) {
  if (!form) return [];
  return PRE_CHAT_FIELDS.flatMap((name) => {
    const field = form.fields.find((f) => f.name === name);
    return field ? [{ name, required: field.required }] : [];
  });
}

/** A form with fields that the visitor has not answered in this tab yet. */
export const asksPreChat = (form: PreChatFormView | undefined, remembered: unknown) =>
  preChatFields(form).length > 0 && !remembered;

export type FieldProblem = 'required' | 'phone' | 'email' | 'tooLong';

/** The longest answers the contract's preChatAnswers takes. */
export const PRE_CHAT_MAX: Record<PreChatField, number> = {
  name: CONTACT_NAME_MAX,
  phone: PHONE_MAX_LENGTH,
  email: EMAIL_MAX_LENGTH,
  product: 64,
};

/** What is wrong with one answer, if anything. */
export function checkField(
  name: PreChatField,
  value: string,
  required: boolean,
): FieldProblem | undefined {
  if (!value) return required ? 'required' : undefined;
  if (value.length > PRE_CHAT_MAX[name]) return 'tooLong';
  if (name === 'phone' && !isPhoneNumber(value)) return 'phone';
  if (name === 'email' && !isEmailAddress(value)) return 'email';
  return undefined;
}
