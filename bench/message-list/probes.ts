// In-page measurements the node driver reads back: long tasks and "painted" moments.

export interface LongTask {
  start: number;
  duration: number;
}

const longTasks: LongTask[] = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    longTasks.push({ start: entry.startTime, duration: entry.duration });
  }
}).observe({ type: 'longtask', buffered: true });

/** Long tasks (> 50 ms) that started between two moments, and their blocking time. */
export function longTasksBetween(from: number, to: number) {
  const tasks = longTasks.filter((task) => task.start >= from && task.start <= to);
  return {
    count: tasks.length,
    longestMs: Math.round(Math.max(0, ...tasks.map((task) => task.duration))),
    blockingMs: Math.round(tasks.reduce((sum, task) => sum + task.duration - 50, 0)),
  };
}

export const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));

/** Resolves after the frame in which `ready()` first holds has been painted. */
export async function paintedWhen(ready: () => boolean, timeoutMs = 60_000): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (!ready()) {
    if (performance.now() > deadline) throw new Error('list never became ready');
    await nextFrame();
  }
  await nextFrame(); // the frame after: the ready one has been painted
}

/** The message number of the row at the top edge of the log (ids are `m<number>`). */
export function topRowNumber(): number {
  const log = document.querySelector('[role="log"]')!;
  const box = log.getBoundingClientRect();
  for (let y = box.top + 24; y < box.bottom; y += 40) {
    const hit = document.elementFromPoint(box.left + box.width / 2, y);
    const key = hit?.closest<HTMLElement>('[data-row-key]')?.dataset.rowKey ?? '';
    const match = /^m(\d+)$/.exec(key);
    if (match) return Number(match[1]);
  }
  return Number.NaN;
}
