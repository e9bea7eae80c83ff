import type { StoryDefault } from '@ladle/react';
import { waitFor, within } from '@testing-library/dom';
import { DEFAULT_PROJECT } from '@/lib/constants';
import { appStory } from '@/testing/app-story';
import type { StoryKit, TimelineStep } from '@/testing/story-kit';
import { CHAT, robotGreets, shows, SLOW, texts } from './steps';
import { useVisitorStore } from '../model/visitor-store';

export default {
  title: 'Features / Visitor leave a message',
  meta: { appStory: true },
} satisfies StoryDefault;

/** The backend's seed is written in its first unit of work: a core call waits for it. */
const seeded = (kit: StoryKit) => kit.core.projects();

/** Setup: every engineer of the support centre goes offline (the last one has just left). */
async function nobodyOnline(kit: StoryKit) {
  await seeded(kit);
  for (const engineer of await kit.core.ctx.store.engineers.all())
    await kit.core.setEngineerStatus(engineer.code, 'offline');
}

/** Today's date in Beijing (yyyy-MM-dd), the project's calendar. */
const beijingToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(Date.now());

/**
 * Setup: the project answers every day 09:00-21:00 Beijing time, and today is a holiday: closed
 * whatever the hour the story runs at, opening tomorrow at 09:00.
 */
async function closedToday(kit: StoryKit) {
  await seeded(kit);
  const projects = kit.core.ctx.store.projects;
  const project = (await projects.get(DEFAULT_PROJECT))!;
  await projects.put({
    ...project,
    serviceHours: {
      timeZone: 'Asia/Shanghai',
      days: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, from: '09:00', to: '21:00' })),
      holidays: [beijingToday()],
    },
  });
}

/** Setup: the project asks name and phone (required) and the product (optional) first. */
async function asksPreChat(kit: StoryKit) {
  await seeded(kit);
  const projects = kit.core.ctx.store.projects;
  const project = (await projects.get(DEFAULT_PROJECT))!;
  await projects.put({
    ...project,
    preChat: {
      fields: [
        { name: 'name', required: true },
        { name: 'phone', required: true },
        { name: 'product', required: false },
      ],
    },
  });
}

const WORDS = {
  'zh-CN': { nobody: '当前没有在线工程师', leave: '留言', form: '留言', submit: '提交留言' },
  en: {
    nobody: 'No engineer is online right now',
    leave: 'Leave a message',
    form: 'Leave a message',
    submit: 'Send the message',
  },
};
const words = () => (document.documentElement.lang === 'en' ? WORDS.en : WORDS['zh-CN']);

/** A step: the notice says nobody is online, and the visitor taps its 留言. */
const opensForm: TimelineStep = {
  at: 0,
  label: '访客点「留言」',
  run: async (kit) => {
    await robotGreets(kit);
    await kit.screen.findByText(words().nobody, {}, SLOW);
    await kit.user.click(kit.screen.getByRole('button', { name: words().leave }));
    await kit.screen.findByRole('dialog', { name: words().form }, SLOW);
  },
};

const form = (kit: StoryKit) => within(kit.screen.getByRole('dialog', { name: words().form }));

/** A step: the visitor fills the form in (name, e-mail, the message). */
const fillsIn: TimelineStep = {
  at: 0,
  label: '访客填写留言',
  run: async (kit) => {
    const dialog = form(kit);
    await kit.user.type(dialog.getByRole('textbox', { name: '姓名' }), '张先生');
    await kit.user.type(dialog.getByRole('textbox', { name: '邮箱' }), 'zhang@example.com');
    await kit.user.type(
      dialog.getByRole('textbox', { name: '留言内容' }),
      'ThinkPad X1 Carbon 开机后屏幕闪烁，外接显示器正常。请工程师上线后联系我。',
    );
  },
};

/** No engineer is online: the widget says so at once and offers 留言 instead of a queue. */
export const NoEngineerOnline = appStory({
  path: CHAT,
  setup: nobodyOnline,
  timeline: [shows('当前没有在线工程师'), shows('您可以留言，我们会尽快联系您。')],
});

/** The same in English. */
export const NoEngineerOnlineEnglish = appStory({
  path: CHAT,
  setup: nobodyOnline,
  args: { language: 'en' },
  timeline: [shows('No engineer is online right now')],
});

/** Outside the project's hours (a holiday today): its hours in Beijing time and when it opens. */
export const OutOfHours = appStory({
  path: CHAT,
  setup: closedToday,
  timeline: [
    shows('今天是节假日，暂停人工服务'),
    shows('服务时间：每天 09:00-21:00，北京时间'),
    shows('下次服务：明天 09:00'),
  ],
});

/** 转人工 while nobody can serve: the form comes instead of a queue nobody serves. */
export const TransferOffersForm = appStory({
  path: CHAT,
  setup: nobodyOnline,
  timeline: [
    {
      at: 0,
      label: '访客点「转人工」',
      run: async (kit) => {
        await robotGreets(kit);
        await kit.screen.findByText(words().nobody, {}, SLOW);
        await kit.user.click(kit.screen.getAllByRole('button', { name: texts().transfer })[0]!);
        await kit.screen.findByRole('dialog', { name: words().form }, SLOW);
      },
    },
  ],
});

/** The form filled in: name, e-mail and the message with its counter. */
export const FormFilledIn = appStory({
  path: CHAT,
  setup: nobodyOnline,
  timeline: [opensForm, fillsIn, shows(/已输入 \d+\/2000 字/)],
});

/** The form sent empty, then with a phone that is not one: each field says what to fix. */
export const FormErrors = appStory({
  path: CHAT,
  setup: nobodyOnline,
  timeline: [
    opensForm,
    {
      at: 0,
      label: '访客填错手机号后提交',
      run: async (kit) => {
        const dialog = form(kit);
        await kit.user.type(dialog.getByRole('textbox', { name: '手机号' }), '1380013');
        await kit.user.click(dialog.getByRole('button', { name: words().submit }));
        await dialog.findByText('请输入正确的手机号', {}, SLOW);
        await dialog.findByText('请填写姓名', {}, SLOW);
      },
    },
  ],
});

/** Sent: the ticket number, and 我的服务单 where it is listed. */
export const Sent = appStory({
  path: CHAT,
  setup: nobodyOnline,
  timeline: [
    opensForm,
    fillsIn,
    {
      at: 0,
      label: '访客提交留言',
      run: async (kit) => {
        await kit.user.click(form(kit).getByRole('button', { name: words().submit }));
        await kit.screen.findByText(/留言已提交，服务单号 LM\d{10}/, {}, SLOW);
      },
    },
  ],
});

/** The project's pre-chat form, asked before the first transfer to a person. */
export const PreChatForm = appStory({
  path: CHAT,
  setup: asksPreChat,
  timeline: [
    {
      at: 0,
      label: '访客点「转人工」',
      run: async (kit) => {
        await robotGreets(kit);
        // The form comes with the company, read once the first words are on screen.
        await waitFor(() => {
          if (!useVisitorStore.getState().company) throw new Error('no company yet');
        }, SLOW);
        await kit.user.click(kit.screen.getAllByRole('button', { name: texts().transfer })[0]!);
        await kit.screen.findByRole('dialog', { name: '咨询前请填写' }, SLOW);
      },
    },
    shows('带 * 的为必填项'),
  ],
});
