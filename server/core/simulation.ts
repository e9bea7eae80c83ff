import { between, type CoreContext } from './context';
import { markRead, sendFromVisitor } from './conversation';
import { sendFromEngineer } from './console';
import { accept, pickEngineer, queued } from './queue';
import type { Session, StoredMessage, Visitor } from './types';

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
  kick(): void {
    if (!this.primed) this.prime();
    for (const session of queued(this.ctx)) this.maybeAccept(session);
    for (const session of this.ctx.store.sessions.inState('active')) this.maybeReply(session);
    if (this.options.visitors) this.maybeSpawnVisitor();
  }

  /**
   * A restarted server finds conversations already under way: whichever side spoke last, the
   * other side's last line counts as answered, so nobody answers the same line twice.
   */
  private prime() {
    this.primed = true;
    for (const session of this.ctx.store.sessions.inState('active')) {
      const user = this.lastFrom(session, 'user');
      const engineer = this.lastFrom(session, 'engineer');
      if (user && engineer) this.answered.set(session.id, Math.min(user.seq, engineer.seq));
    }
  }

  private once(key: string, ms: number, run: () => void) {
    if (this.scheduled.has(key)) return;
    this.scheduled.add(key);
    this.ctx.clock.setTimeout(() => {
      this.scheduled.delete(key);
      run();
      this.kick();
    }, ms);
  }

  private maybeAccept(session: Session) {
    const engineer = pickEngineer(this.ctx, session);
    if (!engineer?.simulated) return;
    this.once(`accept:${session.id}`, between(this.ctx, this.ctx.config.simulatedAcceptMs), () => {
      const fresh = this.ctx.store.sessions.get(session.id);
      const now = this.ctx.store.engineers.get(engineer.code);
      if (fresh?.state !== 'queueing' || !now || pickEngineer(this.ctx, fresh)?.code !== now.code)
        return;
      accept(this.ctx, now, fresh.id);
      sendFromEngineer(this.ctx, now, fresh.id, {
        kind: 'Text',
        text: `您好，我是${now.name}，很高兴为您服务。请问有什么可以帮您？`,
      });
    });
  }

  private lastFrom(session: Session, clientType: StoredMessage['clientType']) {
    return this.ctx.store.messages
      .query({ sessionId: session.id })
      .filter((m) => m.clientType === clientType)
      .at(-1);
  }

  private maybeReply(session: Session) {
    const engineer = session.engineerCode
      ? this.ctx.store.engineers.get(session.engineerCode)
      : undefined;
    if (engineer?.simulated) {
      const last = this.lastFrom(session, 'user');
      if (!last || (this.answered.get(session.id) ?? 0) >= last.seq) return;
      this.once(`reply:${session.id}`, between(this.ctx, this.ctx.config.simulatedReplyMs), () => {
        const unread = this.ctx.store.messages
          .query({ sessionId: session.id })
          .filter((m) => m.clientType === 'user');
        markRead(
          this.ctx,
          engineer.code,
          unread.map((m) => m.id),
        );
        this.answered.set(session.id, last.seq);
        if (this.ctx.store.sessions.get(session.id)?.state !== 'active') return;
        sendFromEngineer(this.ctx, engineer, session.id, {
          kind: 'Text',
          text: this.replyTo(last),
        });
      });
    } else if (this.visitors.has(session.cubeUid)) {
      const last = this.lastFrom(session, 'engineer');
      if (!last || (this.answered.get(session.id) ?? 0) >= last.seq) return;
      this.once(
        `visitor:${session.id}`,
        between(this.ctx, this.ctx.config.simulatedReplyMs),
        () => {
          markRead(this.ctx, session.cubeUid, [last.id]);
          this.answered.set(session.id, last.seq);
          const visitor = this.ctx.store.visitors.get(session.cubeUid);
          if (!visitor || this.ctx.store.sessions.get(session.id)?.state !== 'active') return;
          const line =
            VISITOR_REPLIES[Math.floor(this.ctx.random() * VISITOR_REPLIES.length)] ?? '好的';
          sendFromVisitor(this.ctx, visitor, { kind: 'Text', text: line });
        },
      );
    }
  }

  private replyTo(message: StoredMessage): string {
    if (message.kind === 'Image') return '收到您发的图片了，我这边看一下，请稍等。';
    if (message.kind !== 'Text') return '收到您发的文件了，我这边看一下，请稍等。';
    const answer = this.ctx.robot.answer(message.text ?? '');
    if (!answer.transfer && answer.articles.length)
      return `${answer.text} 您可以先按这个方法试一下，有问题随时告诉我。`;
    return '好的，我了解了。麻烦提供一下电脑背面标签上的序列号（SN），我帮您查询。';
  }

  private maybeSpawnVisitor() {
    const human = this.ctx.store.engineers
      .all()
      .find((e) => !e.simulated && e.status === 'online' && e.token);
    if (!human || this.spawnTimer) return;
    const waitingForHuman = queued(this.ctx).filter((s) => this.visitors.has(s.cubeUid)).length;
    if (waitingForHuman >= this.options.maxVisitors) return;
    this.spawnTimer = true;
    this.ctx.clock.setTimeout(() => {
      this.spawnTimer = false;
      this.spawnVisitor(human.skills[0] ?? 'NB');
      this.kick();
    }, this.options.spawnEveryMs);
  }

  private spawnVisitor(queueCode: string) {
    const n = this.visitors.size + 1;
    const visitor: Visitor = {
      cubeUid: this.ctx.newId('sim'),
      token: this.ctx.newId('simt'),
      projectId: 'DEFAULT_PROJECT',
      name: `访客${n}`,
      nickname: `访客${n}`,
      avatar: '',
      anonymous: true,
      createdAt: this.ctx.clock.now(),
    };
    this.ctx.store.visitors.put(visitor);
    this.visitors.add(visitor.cubeUid);
    const session: Session = {
      id: this.ctx.newId('s'),
      projectId: visitor.projectId,
      cubeUid: visitor.cubeUid,
      state: 'queueing',
      queueCode,
      pathway: 'simulation',
      createdAt: this.ctx.clock.now(),
      queuedAt: this.ctx.clock.now(),
      queueSeq: this.ctx.store.nextSeq(),
    };
    this.ctx.store.sessions.put(session);
    sendFromVisitor(this.ctx, visitor, {
      kind: 'Text',
      text: VISITOR_LINES[(n - 1) % VISITOR_LINES.length] ?? '您好',
    });
  }
}
