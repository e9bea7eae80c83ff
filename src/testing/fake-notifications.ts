/**
 * The browser's Notification for tests: `permission` now, `answer` once asked; `shown` records
 * every notification made, with its title and options (and the click handler the code sets).
 */
export function fakeNotifications(permission: NotificationPermission, answer = permission) {
  const shown: FakeNotification[] = [];
  class FakeNotification {
    static permission = permission;
    static requestPermission = vi.fn(async () => {
      FakeNotification.permission = answer;
      return answer;
    });
    onclick: (() => void) | null = null;
    close = vi.fn();
    constructor(
      readonly title: string,
      readonly options: NotificationOptions = {},
    ) {
      shown.push(this);
    }
  }
  return { FakeNotification, shown };
}
