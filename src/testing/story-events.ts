import type { StoryKit, TimelineStep } from './story-kit';

/** The engineer the visitor stories meet: 王工程师, a seeded engineer with a queue of skills. */
export const STORY_ENGINEER = 'E1001';

/** The visitor's session with an engineer in it: queued for NB if still with the robot, accepted. */
export async function engineerJoins(kit: StoryKit, code = STORY_ENGINEER) {
  await kit.engineer(code);
  const visitor = await kit.visitor();
  let session = await kit.session();
  if (session.state === 'robot') {
    await kit.core.selectBigQueue(visitor, 'NB', 'webchat');
    session = await kit.session();
  }
  if (session.state !== 'active') await kit.core.accept(code, session.id);
  return session.id;
}

/** The engineer in the visitor's session writes `text`. */
export async function engineerWrites(kit: StoryKit, text: string) {
  const session = await kit.session();
  const code = session.engineerCode ?? STORY_ENGINEER;
  if (session.state !== 'active') await engineerJoins(kit, code);
  await kit.core.sendFromEngineer(code, session.id, { kind: 'Text', text });
}

/**
 * IM events a story's controls can send at any moment, on the real backend: each is what the
 * visitor's page receives when that happens on the other side, or on the network.
 */
export const IM_EVENTS = {
  'engineer-joins': {
    label: '工程师接入',
    run: (kit: StoryKit) => engineerJoins(kit),
  },
  'engineer-writes': {
    label: '工程师发来一条消息',
    run: (kit: StoryKit) => engineerWrites(kit, '您好，请问电脑的序列号是多少？'),
  },
  'engineer-typing': {
    label: '工程师正在输入',
    run: async (kit: StoryKit) => {
      const session = await kit.session();
      if (session.engineerCode)
        await kit.core.engineerTyping(await kit.engineer(session.engineerCode), session.id, true);
    },
  },
  'engineer-ends': {
    label: '工程师结束会话',
    run: async (kit: StoryKit) => {
      const session = await kit.session();
      if (session.engineerCode) await kit.core.closeByEngineer(session.engineerCode, session.id);
    },
  },
  kickoff: {
    label: '在另一处登录（被踢下线）',
    run: async (kit: StoryKit) => {
      const { cubeUid } = await kit.visitor();
      kit.core.bus.publish(`kick:${cubeUid}`, { type: 'kickoff', connectionId: 'story' });
    },
  },
  disconnect: {
    label: '网络断开（自动重连）',
    run: (kit: StoryKit) => void kit.dropSockets(),
  },
  'unknown-type': {
    label: '未知类型的消息',
    run: async (kit: StoryKit) => {
      const session = await kit.session();
      kit.pushFrame({
        type: 'message',
        message: {
          MessageType: 'CC.ChatMessage',
          MessageID: `story-${Date.now()}`,
          fromAccount: session.engineerCode ?? STORY_ENGINEER,
          MessageBody: {
            Body: { Type: 'Location', Content: '北京市海淀区' },
            ClientType: 'engineer',
            SessionID: session.id,
          },
        },
      });
    },
  },
} satisfies Record<string, Omit<TimelineStep, 'at'>>;

export type ImEventName = keyof typeof IM_EVENTS;
