import { openness, type Openness, type UnavailableReason } from '@/lib/contract';
import { projectOf } from './accounts';
import type { CoreContext } from './context';
import type { Project, ServiceHours } from './types';

/**
 * Whether a visitor who asks for a person now would be served (#17 item 3): the project's hours
 * (in its time zone, with holidays) and its engineers. The widget asks before it offers "转人工",
 * and again every AVAILABILITY_POLL_MS, so it offers a left message instead as soon as nobody can
 * answer; selectBigQueue refuses by the same rules.
 */
export type Availability = {
  /** Engineers of the skill (any skill when none is named) whose status is online. */
  online: number;
  open: boolean;
  reason?: UnavailableReason;
  /** While closed: when the project opens next (ms since the epoch), within two weeks. */
  opensAt?: number;
  hours?: ServiceHours;
};

/** The project's hours at `now` (a project without hours is always open). */
export function projectOpenness(project: Project | undefined, now: number): Openness {
  const hours = project?.serviceHours;
  return openness(
    hours && { time_zone: hours.timeZone, days: hours.days, holidays: hours.holidays },
    now,
  );
}

/** Engineers of `skill` (every engineer when it is empty). */
async function engineersOf(ctx: CoreContext, skill: string) {
  return (await ctx.store.engineers.all()).filter((e) => !skill || e.skills.includes(skill));
}

/**
 * The availability of `skill` in a project. Nobody to serve is an engineer who is signed in
 * (online, busy or away: the queue takes the visitor and they answer when they can) being
 * missing, the rule selectBigQueue applies; `online` is SPEC's count of those online.
 */
export async function availability(
  ctx: CoreContext,
  projectId: string | undefined,
  skill: string,
): Promise<Availability> {
  const project = await projectOf(ctx, projectId);
  const engineers = await engineersOf(ctx, skill);
  const online = engineers.filter((e) => e.status === 'online').length;
  const hours = project?.serviceHours;
  const base = { online, ...(hours ? { hours } : {}) };
  const now = projectOpenness(project, ctx.clock.now());
  if (!now.open)
    return {
      ...base,
      open: false,
      reason: now.reason,
      ...(now.opensAt !== undefined ? { opensAt: now.opensAt } : {}),
    };
  if (!engineers.some((e) => e.status !== 'offline'))
    return { ...base, open: false, reason: 'no_engineer' };
  return { ...base, open: true };
}
