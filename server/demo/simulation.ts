import { between, type CoreContext, type SimulationFactory } from '../core/context';
import { markRead, sendFromVisitor } from '../core/conversation';
import { sendFromEngineer } from '../core/console';
import { accept, pickEngineer, queued, queueStatus } from '../core/queue';
import { tellEntered } from '../core/queue-news';
import type { Session, StoredMessage, Visitor } from '../core/types';

const VISITOR_LINES = [
  '您好，我的笔记本电脑开机后黑屏，风扇在转。',
  '电脑用了两年，最近电池充不进电了。',
  '显示器一直提示无信号，线已经换过了。',
  '想问一下我的电脑还在保修期内吗？',
];
const VISITOR_REPLIES = [
  '好的，我试一下。',
  '试过了，还是不行。',
  '明白了，谢谢！',
  '序列号是 PF4ABC12，您看一下。',
];

/**
 * Simulated people, so the product feels alive against the mocks and in the demo server:
 * engineers marked `simulated` accept queued visitors and reply; when a real engineer is online,
 * simulated visitors queue up for them and answer what they write.
 */
export class Simulation {
  private scheduled = new Set<string>();
  private answered = new Map<string, number>();
  private visitors = new Set<string>();
  private spawnTimer = false;
  private primed = false;

  constructor(
    private ctx: CoreContext,
    private options: { visitors: boolean; maxVisitors: number; spawnEveryMs: number } = {
      visitors: true,
      maxVisitors: 2,
      spawnEveryMs: 15_000,
    },
  ) {}

  /** Looks at the state after every change and schedules what simulated people do next. */
  async kick(): Promise<void> {
    await this.ctx.unit(async (c) => {
      if (!this.primed) await this.prime(c);
      for (const session of await queued(c)) await this.maybeAccept(c, session);
      for (const session of await c.store.sessions.inState('active'))
        await this.maybeReply(c, session);
      if (this.options.visitors) await this.maybeSpawnVisitor(c);
    });
  }

  /**
   * A restarted server finds conversations already under way: whichever side spoke last, the
   * other side's last line counts as answered, so nobody answers the same line twice.
   */
  private async prime(c: CoreContext) {
    this.primed = true;
    for (const session of await c.store.sessions.inState('active')) {
      const user = await this.lastFrom(c, session, 'user');
      const engineer = await this.lastFrom(c, session, 'engineer');
      if (user && engineer) this.answered.set(session.id, Math.min(user.seq, engineer.seq));
    }
  }

  /** `run` later, in a unit of its own (the timer starts once the scheduling unit commits). */
  private once(c: CoreContext, key: string, ms: number, run: (c: CoreContext) => Promise<void>) {
    if (this.scheduled.has(key)) return;
    this.scheduled.add(key);
    c.clock.setTimeout(async () => {
      this.scheduled.delete(key);
      try {
        await this.ctx.unit(run);
        await this.kick();
      } catch (error) {
        this.ctx.reportError(error);
      }
    }, ms);
  }

  private async maybeAccept(c: CoreContext, session: Session) {
    const engineer = await pickEngineer(c, session);
    if (!engineer?.simulated) return;
    this.once(c, `accept:${session.id}`, between(c, c.config.simulatedAcceptMs), async (c) => {
      const fresh = await c.store.sessions.get(session.id);
      const now = await c.store.engineers.get(engineer.code);
      if (fresh?.state !== 'queueing' || !now || (await pickEngineer(c, fresh))?.code !== now.code)
        return;
      await accept(c, now, fresh.id);
      await sendFromEngineer(c, now, fresh.id, {
        kind: 'Text',
        text: `您好，我是${now.name}，很高兴为您服务。请问有什么可以帮您？`,
      });
    });
  }

  private async lastFrom(
    c: CoreContext,
    session: Session,
    clientType: StoredMessage['clientType'],
  ) {
    return (await c.store.messages.query({ sessionId: session.id }))
      .filter((m) => m.clientType === clientType)
      .at(-1);
  }

  private async maybeReply(c: CoreContext, session: Session) {
    const engineer = session.engineerCode
      ? await c.store.engineers.get(session.engineerCode)
      : undefined;
    if (engineer?.simulated) {
      const last = await this.lastFrom(c, session, 'user');
      if (!last || (this.answered.get(session.id) ?? 0) >= last.seq) return;
      this.once(c, `reply:${session.id}`, between(c, c.config.simulatedReplyMs), async (c) => {
        const unread = (await c.store.messages.query({ sessionId: session.id })).filter(
          (m) => m.clientType === 'user',
        );
        await markRead(
          c,
          engineer.code,
          unread.map((m) => m.id),
        );
        this.answered.set(session.id, last.seq);
        if ((await c.store.sessions.get(session.id))?.state !== 'active') return;
        await sendFromEngineer(c, engineer, session.id, {
          kind: 'Text',
          text: await this.replyTo(c, last),
        });
      });
    } else if (this.visitors.has(session.cubeUid)) {
      const last = await this.lastFrom(c, session, 'engineer');
      if (!last || (this.answered.get(session.id) ?? 0) >= last.seq) return;
      this.once(c, `visitor:${session.id}`, between(c, c.config.simulatedReplyMs), async (c) => {
        await markRead(c, session.cubeUid, [last.id]);
        this.answered.set(session.id, last.seq);
        const visitor = await c.store.visitors.get(session.cubeUid);
        if (!visitor || (await c.store.sessions.get(session.id))?.state !== 'active') return;
        const line = VISITOR_REPLIES[Math.floor(c.random() * VISITOR_REPLIES.length)] ?? '好的';
        await sendFromVisitor(c, visitor, { kind: 'Text', text: line });
      });
    }
  }

  private async replyTo(c: CoreContext, message: StoredMessage): Promise<string> {
    if (message.kind === 'Image') return '收到您发的图片了，我这边看一下，请稍等。';
    if (message.kind !== 'Text') return '收到您发的文件了，我这边看一下，请稍等。';
    const answer = (await c.robot()).answer(message.text ?? '');
    if (!answer.transfer && answer.articles.length)
      return `${answer.text} 您可以先按这个方法试一下，有问题随时告诉我。`;
    return '好的，我了解了。麻烦提供一下电脑背面标签上的序列号（SN），我帮您查询。';
  }

  private async maybeSpawnVisitor(c: CoreContext) {
    const human = (await c.store.engineers.all()).find(
      (e) => !e.simulated && e.status === 'online' && e.token,
    );
    if (!human || this.spawnTimer) return;
    const waitingForHuman = (await queued(c)).filter((s) => this.visitors.has(s.cubeUid)).length;
    if (waitingForHuman >= this.options.maxVisitors) return;
    this.spawnTimer = true;
    c.clock.setTimeout(async () => {
      this.spawnTimer = false;
      try {
        await this.ctx.unit((c) => this.spawnVisitor(c, human.skills[0] ?? 'NB'));
        await this.kick();
      } catch (error) {
        this.ctx.reportError(error);
      }
    }, this.options.spawnEveryMs);
  }

  private async spawnVisitor(c: CoreContext, queueCode: string) {
    const n = this.visitors.size + 1;
    const visitor: Visitor = {
      cubeUid: c.newId('sim'),
      projectId: 'DEFAULT_PROJECT',
      name: `访客${n}`,
      nickname: `访客${n}`,
      avatar: '',
      anonymous: true,
      createdAt: c.clock.now(),
    };
    await c.store.visitors.put(visitor);
    this.visitors.add(visitor.cubeUid);
    const session: Session = {
      id: c.newId('s'),
      projectId: visitor.projectId,
      cubeUid: visitor.cubeUid,
      state: 'queueing',
      queueCode,
      pathway: 'simulation',
      createdAt: c.clock.now(),
      queuedAt: c.clock.now(),
      queueSeq: await c.store.nextSeq(),
    };
    await c.store.sessions.put(session);
    await tellEntered(c, session, await queueStatus(c, session));
    await sendFromVisitor(c, visitor, {
      kind: 'Text',
      text: VISITOR_LINES[(n - 1) % VISITOR_LINES.length] ?? '您好',
    });
  }
}

/** The demo's simulated people, as a core takes them (CoreOptions.simulation). */
export const simulatedPeople: SimulationFactory = (ctx) => new Simulation(ctx);
