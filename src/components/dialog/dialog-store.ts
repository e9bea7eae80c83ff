import type { DialogTone } from './alert-dialog';

export interface AlertOptions {
  title: string;
  description?: string;
  /** @default t('components.dialog.acknowledge') */
  confirmLabel?: string;
}

export interface ConfirmOptions extends AlertOptions {
  /** @default t('components.dialog.cancel') */
  cancelLabel?: string;
  /** @default 'default' */
  tone?: DialogTone;
}

export interface DialogRequest {
  id: number;
  kind: 'alert' | 'confirm';
  options: ConfirmOptions;
  /** False once answered; it stays listed until its exit animation is over. */
  open: boolean;
}

type Listener = () => void;

/** The same module-level store as toast: callable from anywhere, queued until a host shows it. */
function createDialogStore() {
  let requests: readonly DialogRequest[] = [];
  const resolvers = new Map<number, (confirmed: boolean) => void>();
  const listeners = new Set<Listener>();
  const emit = () => listeners.forEach((listener) => listener());
  let nextId = 0;

  return {
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: (): readonly DialogRequest[] => requests,
    ask(kind: DialogRequest['kind'], options: ConfirmOptions): Promise<boolean> {
      const id = ++nextId;
      return new Promise<boolean>((resolve) => {
        resolvers.set(id, resolve);
        requests = [...requests, { id, kind, options, open: true }];
        emit();
      });
    },
    /** The first answer wins; later ones (a Close firing after the button) are ignored. */
    answer(id: number, confirmed: boolean): void {
      const resolve = resolvers.get(id);
      if (!resolve) return;
      resolvers.delete(id);
      resolve(confirmed);
      requests = requests.map((request) =>
        request.id === id ? { ...request, open: false } : request,
      );
      emit();
    },
    remove(id: number): void {
      requests = requests.filter((request) => request.id !== id);
      emit();
    },
    /** Drops every question, each answered no (a test's page going away). */
    clear(): void {
      for (const resolve of resolvers.values()) resolve(false);
      resolvers.clear();
      requests = [];
      emit();
    },
  };
}

export const dialogStore = createDialogStore();

/**
 * `await dialogs.confirm({ title })` from anywhere; a mounted <DialogHost /> shows it.
 * Several calls queue and show one after another.
 */
export const dialogs = {
  alert: (options: AlertOptions): Promise<void> =>
    dialogStore.ask('alert', options).then(() => undefined),
  confirm: (options: ConfirmOptions): Promise<boolean> => dialogStore.ask('confirm', options),
};
