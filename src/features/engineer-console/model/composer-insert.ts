/**
 * Puts text into the chat Composer's field at the caret, as if typed, so the engineer can edit
 * a canned reply before sending it. The Composer keeps its draft in React state and offers no
 * insert API, so this goes through the field's native value setter and an 'input' event (what
 * React listens to), the same path a browser's own typing takes.
 */
export function insertIntoComposer(container: HTMLElement | null, text: string): boolean {
  const field = container?.querySelector('textarea');
  if (!field || field.disabled) return false;
  const start = field.selectionStart ?? field.value.length;
  const end = field.selectionEnd ?? field.value.length;
  const before = field.value.slice(0, start);
  const after = field.value.slice(end);
  const glue = before && !/\s$/.test(before) ? ' ' : '';
  const next = `${before}${glue}${text}${after}`;
  const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set;
  if (!setter) return false;
  setter.call(field, next);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.focus();
  const caret = before.length + glue.length + text.length;
  field.setSelectionRange(caret, caret);
  return true;
}
