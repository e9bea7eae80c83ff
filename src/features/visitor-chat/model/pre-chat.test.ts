import { preChatAnswers } from '@/lib/contract/leave-message';
import { createMemoryStore } from '@/lib/storage';
import {
  asksPreChat,
  checkField,
  PRE_CHAT_MAX,
  preChatFields,
  rememberedPreChat,
  rememberPreChat,
} from './pre-chat';

describe('the pre-chat form (#17 item 3)', () => {
  it('shows the project’s fields in the contract’s order, each once', () => {
    expect(
      preChatFields({
        fields: [
          { name: 'product', required: false },
          { name: 'name', required: true },
          { name: 'phone', required: true },
          { name: 'name', required: false },
        ],
      }),
    ).toEqual([
      { name: 'name', required: true },
      { name: 'phone', required: true },
      { name: 'product', required: false },
    ]);
    expect(preChatFields(undefined)).toEqual([]);
  });

  it('is remembered for the tab, per project, and asked only while not answered', () => {
    const store = createMemoryStore();
    const form = { fields: [{ name: 'name' as const, required: true }] };
    expect(asksPreChat(form, rememberedPreChat('P1', store))).toBe(true);
    rememberPreChat('P1', { name: '张三', phone: '13800138000' }, store);
    expect(rememberedPreChat('P1', store)).toEqual({ name: '张三', phone: '13800138000' });
    expect(asksPreChat(form, rememberedPreChat('P1', store))).toBe(false);
    expect(rememberedPreChat('P2', store)).toBeUndefined();
    expect(asksPreChat({ fields: [] }, undefined)).toBe(false);
  });

  it('ignores what is not an answer in the stored value', () => {
    const store = createMemoryStore();
    store.setItem('WEBCHAT_PRE_CHAT:P1', '{"name":"李四","phone":7,"evil":"x"}');
    expect(rememberedPreChat('P1', store)).toEqual({ name: '李四' });
    store.setItem('WEBCHAT_PRE_CHAT:P1', 'not json');
    expect(rememberedPreChat('P1', store)).toBeUndefined();
  });

  it('checks answers with SPEC’s phone and e-mail patterns and the required marks', () => {
    expect(checkField('name', '', true)).toBe('required');
    expect(checkField('product', '', false)).toBeUndefined();
    expect(checkField('phone', '12345', false)).toBe('phone');
    expect(checkField('phone', '13800138000', true)).toBeUndefined();
    expect(checkField('phone', '010-12345678', true)).toBeUndefined();
    expect(checkField('email', 'zhang@example', false)).toBe('email');
    expect(checkField('email', 'zhang@example.com', false)).toBeUndefined();
    expect(checkField('name', 'x'.repeat(PRE_CHAT_MAX.name + 1), true)).toBe('tooLong');
  });

  it('takes the contract’s longest answers and no longer', () => {
    for (const [field, max] of Object.entries(PRE_CHAT_MAX)) {
      expect(preChatAnswers.safeParse({ [field]: 'x'.repeat(max) }).success).toBe(true);
      expect(preChatAnswers.safeParse({ [field]: 'x'.repeat(max + 1) }).success).toBe(false);
    }
  });
});
