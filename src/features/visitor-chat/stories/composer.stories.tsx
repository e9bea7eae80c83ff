import type { StoryDefault } from '@ladle/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { appStory } from '@/testing/app-story';
import {
  asksForPerson,
  attaches,
  CHAT,
  composer,
  drafts,
  greeted,
  fileInput,
  screenPhoto,
  shows,
  SLOW,
  texts,
} from './steps';
import { neverAnswers } from '@/mocks/held-requests';

export default {
  title: 'Features / Visitor composer',
  meta: { appStory: true },
} satisfies StoryDefault;

/** Uploads that never finish: the attachment stays on its way. */
const uploadsHang = [http.post('*/api/csc/upload/*', neverAnswers)];

/** A repair quote as a small PDF the visitor picks. */
const quotePdf = () =>
  new File(['%PDF-1.4\n%story\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'], '维修报价单.pdf', {
    type: 'application/pdf',
  });

/** The empty composer, focused: the hint, and 发送 off until something is typed. */
export const Empty = appStory({
  path: CHAT,
  timeline: [
    greeted(),
    {
      at: 0,
      label: '访客点进输入框',
      run: async (kit) => kit.user.click(await composer(kit)),
    },
  ],
});

/** A question typed and not sent yet: 发送 is on. */
export const Draft = appStory({
  path: CHAT,
  timeline: [drafts('我的笔记本开机后屏幕一直是黑的，电源灯亮着')],
});

/**
 * A draft over three lines (Shift+Enter breaks the line). The field stays one line high and
 * shows the start of it: it does not grow with the text (see the report).
 */
export const MultilineDraft = appStory({
  path: CHAT,
  timeline: [
    greeted(),
    {
      at: 0,
      label: '访客分三行输入',
      run: async (kit) => {
        await kit.user.type(
          await composer(kit),
          '型号：ThinkPad X1 Carbon{Shift>}{Enter}{/Shift}序列号：PF4K7Q2M{Shift>}{Enter}{/Shift}问题：开机黑屏，风扇在转',
        );
      },
    },
  ],
});

/** The emoji panel is open over the composer. */
export const EmojiPanel = appStory({
  path: CHAT,
  timeline: [
    greeted(),
    {
      at: 0,
      label: '访客打开表情面板',
      run: async (kit) => {
        await kit.user.click(kit.screen.getByRole('button', { name: texts().emoji }));
        await kit.screen.findByRole('grid', { name: texts().emoji }, SLOW);
      },
    },
  ],
});

/** Faces picked from the panel sit in the draft as [label] codes, the panel still open. */
export const EmojiInDraft = appStory({
  path: CHAT,
  timeline: [
    drafts('谢谢工程师'),
    {
      at: 0,
      label: '访客选了两个表情',
      run: async (kit) => {
        await kit.user.click(kit.screen.getByRole('button', { name: texts().emoji }));
        const grid = await kit.screen.findByRole('grid', { name: texts().emoji }, SLOW);
        const faces = grid.querySelectorAll('button');
        await kit.user.click(faces[0]!);
        await kit.user.click(faces[1]!);
      },
    },
  ],
});

/** A picture on its way: the preview shows, marked 发送中, while the upload is held. */
export const ImageUploading = appStory({
  path: CHAT,
  handlers: uploadsHang,
  timeline: [attaches('image', () => screenPhoto('黑屏.png')), shows('发送中')],
});

/** A file on its way: its card with the upload's progress and a cancel, the upload held. */
export const FileUploading = appStory({
  path: CHAT,
  handlers: uploadsHang,
  timeline: [attaches('file', quotePdf), shows('维修报价单.pdf')],
});

/**
 * The 500 ms between closing the robot and joining the queue (SPEC §4), held: the visitor's
 * draft waits, 发送 is off until the transfer ends.
 */
export const DisabledWhileTransferring = appStory({
  path: CHAT,
  handlers: [http.post('*/api/csc/queue/selectBigQueue', neverAnswers)],
  timeline: [
    drafts('我想找工程师看看'),
    asksForPerson(),
    shows('正在为您转接人工客服'),
    {
      at: 0,
      label: '访客回到输入框',
      run: async (kit) => kit.user.click(await composer(kit)),
    },
  ],
});

/** A phone with its keyboard up (a 500 px viewport): the composer stays in view with the draft. */
export const KeyboardUp = appStory({
  path: CHAT,
  height: 500,
  timeline: [drafts('屏幕黑了怎么办')],
});

/** Close to the 5,000-character cap: the counter shows from 4,500 on. */
export const NearTheCap = appStory({
  path: CHAT,
  timeline: [
    greeted(),
    {
      at: 0,
      label: '访客粘贴 4,600 字',
      run: async (kit) => {
        await kit.user.click(await composer(kit));
        await kit.user.paste('开机黑屏。'.repeat(920));
        await kit.screen.findByText('4,600 / 5,000', {}, SLOW);
      },
    },
  ],
});

/**
 * Over the cap: nothing is cut, 发送 is off, the counter says by how much and offers the text as
 * a .txt file instead.
 */
export const TooLong = appStory({
  path: CHAT,
  timeline: [
    greeted(),
    {
      at: 0,
      label: '访客粘贴 5,005 字',
      run: async (kit) => {
        await kit.user.click(await composer(kit));
        await kit.user.paste('开机黑屏。'.repeat(1000) + '请帮我看看');
        await kit.screen.findByText('超出 5 字（上限 5,000 字）', {}, SLOW);
      },
    },
  ],
});

/** SPEC §5: a file of a type the chat does not take is refused with the list of formats. */
export const FileTypeRefused = appStory({
  path: CHAT,
  timeline: [
    greeted(),
    {
      at: 0,
      label: '访客选了一个 .exe 文件',
      run: async () => {
        // The picker's filter is only a hint: "all files" in the picker (or a drop) brings any.
        const anyFile = userEvent.setup({ applyAccept: false });
        const exe = new File(['MZ'], 'driver-setup.exe', { type: 'application/octet-stream' });
        await anyFile.upload(fileInput('file'), exe);
      },
    },
    shows(/请上传以下格式的文件/),
  ],
});
