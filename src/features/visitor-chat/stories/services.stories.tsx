import type { StoryDefault } from '@ladle/react';
import { within } from '@testing-library/dom';
import { appStory } from '@/testing/app-story';
import {
  CHAT,
  greeted,
  longHistory,
  picksFromMenu,
  shows,
  SLOW,
  texts,
  zhangAtChat,
} from './steps';

export default {
  title: 'Features / Visitor services',
  meta: { appStory: true },
} satisfies StoryDefault;

/**
 * 张先生's services menu: on a phone the drawer he opens with the menu button, on a page wider
 * than 1,024 px the side panel beside the chat (always there).
 */
export const Menu = appStory({
  path: CHAT,
  ...zhangAtChat(),
  timeline: [
    greeted(),
    {
      at: 0,
      label: '访客打开菜单',
      run: async (kit) => {
        const button = kit.screen.queryByRole('button', { name: texts().menu });
        if (!button) return kit.screen.findByRole('navigation', { name: texts().menu }, SLOW);
        await kit.user.click(button);
        return kit.screen.findByRole('dialog', { name: texts().menu }, SLOW);
      },
    },
  ],
});

/** 历史会话: his past conversations, newest first. */
export const HistoryList = appStory({
  path: CHAT,
  ...zhangAtChat(),
  timeline: [picksFromMenu('history'), shows('李工程师')],
});

/** A past conversation opened from the history: the transcript, its export, 返回列表. */
export const HistoryTranscript = appStory({
  path: CHAT,
  ...zhangAtChat(),
  timeline: [
    picksFromMenu('history'),
    {
      at: 0,
      label: '访客打开与李工程师的会话',
      run: async (kit) => {
        const dialog = within(
          await kit.screen.findByRole('dialog', { name: texts().history }, SLOW),
        );
        await kit.user.click(await dialog.findByRole('button', { name: /^李工程师/ }, SLOW));
        await dialog.findByText('原来如此！那要怎么关掉？', {}, SLOW);
      },
    },
  ],
});

/** SPEC §8 empty-history: a visitor with no past conversations. */
export const HistoryEmpty = appStory({
  path: CHAT,
  ...zhangAtChat(),
  args: { scenario: 'empty-history' },
  timeline: [picksFromMenu('history'), shows('暂无历史会话')],
});

/** A long history: twenty past conversations (seventeen more written into the backend). */
export const HistoryLong = appStory({
  path: CHAT,
  ...zhangAtChat(longHistory),
  timeline: [picksFromMenu('history'), shows('李工程师')],
});

/** 我的服务单: his repair order and his service order, with their numbers and states. */
export const MyServiceOrders = appStory({
  path: CHAT,
  ...zhangAtChat(),
  timeline: [picksFromMenu('tickets'), shows(/WX73104582/)],
});

/** 聊天记录: the conversation on screen, to download or have e-mailed. */
export const TranscriptDownload = appStory({
  path: CHAT,
  ...zhangAtChat(),
  timeline: [picksFromMenu('transcript'), shows('下载聊天记录')],
});

/** The transcript's e-mail address is not one: the field is marked and says why. */
export const TranscriptEmailInvalid = appStory({
  path: CHAT,
  ...zhangAtChat(),
  timeline: [
    picksFromMenu('transcript'),
    {
      at: 0,
      label: '访客输入错误的邮箱并发送',
      run: async (kit) => {
        await kit.user.type(await kit.screen.findByLabelText('邮箱地址', {}, SLOW), 'zhang@');
        await kit.user.click(kit.screen.getByRole('button', { name: '发送到邮箱' }));
        await kit.screen.findByText('请输入正确的邮箱地址', {}, SLOW);
      },
    },
  ],
});

/** 自助报修: the self-service work order form. */
export const WorkOrderForm = appStory({
  path: CHAT,
  ...zhangAtChat(),
  timeline: [picksFromMenu('workOrder'), shows('故障描述')],
});

/** The work order sent without a description: the form says what is missing. */
export const WorkOrderMissingDescription = appStory({
  path: CHAT,
  ...zhangAtChat(),
  timeline: [
    picksFromMenu('workOrder'),
    {
      at: 0,
      label: '访客不填描述就提交',
      run: async (kit) => {
        // Enter in the serial number's field sends the form, as a phone's 前往 key does.
        const serial = await kit.screen.findByLabelText(/序列号/, {}, SLOW);
        await kit.user.type(serial, 'PF4K7Q2M{Enter}');
        await kit.screen.findByText('请填写故障描述', {}, SLOW);
      },
    },
  ],
});

/** 语音/视频通话: the calling hours. */
export const CallHours = appStory({
  path: CHAT,
  ...zhangAtChat(),
  timeline: [
    picksFromMenu('call'),
    { at: 0, label: '显示通话时间', run: (kit) => kit.screen.findByRole('alertdialog', {}, SLOW) },
  ],
});

/** VIP 专属服务: the VIP hotline. */
export const VipService = appStory({
  path: CHAT,
  ...zhangAtChat(),
  timeline: [picksFromMenu('vip'), shows(/400-100-5678/)],
});

/** 结束会话: the visitor is asked before the conversation ends for good. */
export const EndConversationConfirm = appStory({
  path: CHAT,
  ...zhangAtChat(),
  timeline: [
    picksFromMenu('end'),
    { at: 0, label: '确认结束会话', run: (kit) => kit.screen.findByRole('alertdialog', {}, SLOW) },
  ],
});
