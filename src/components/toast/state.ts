import type { MouseEvent } from 'react';
import { TIMING } from '@/lib/constants';

export type ToastId = string | number;
export type ToastType = 'default' | 'success' | 'error' | 'info' | 'warning' | 'loading';

export interface ToastAction {
  label: string;
  /** The toast closes after the click unless the handler calls `event.preventDefault()`. */
  onClick: (event: MouseEvent<HTMLButtonElement>) => void;
}

export interface ToastOptions {
  /** An id already on screen updates that toast in place (and restarts its timer). */
  id?: ToastId;
  /** Milliseconds before it closes by itself; `Infinity` keeps it until dismissed. @default TIMING.toastDurationMs (3000) */
  duration?: number;
  /** Second line under the message. */
  description?: string;
  action?: ToastAction;
  /** Announce at once (role="alert") whatever the type. @default true for error and warning, else false */
  important?: boolean;
}

export interface ToastData {
  id: ToastId;
  type: ToastType;
  message: string;
  description?: string;
  action?: ToastAction;
  duration: number;
  important: boolean;
  /** Bumped on every update so the item restarts its timer. */
  version: number;
}

type Listener = () => void;

/**
 * A module-level store (sonner's state.ts) so `toast()` works from anywhere, from API error
 * handlers as well as components, and before any <Toaster /> has mounted: the list simply waits.
 */
function createToastStore() {
  let toasts: readonly ToastData[] = [];
  const listeners = new Set<Listener>();
  const emit = () => listeners.forEach((listener) => listener());

  return {
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: (): readonly ToastData[] => toasts,
    upsert(data: Omit<ToastData, 'version'>): void {
      const existing = toasts.find((item) => item.id === data.id);
      const next = { ...data, version: (existing?.version ?? 0) + 1 };
      toasts = existing
        ? toasts.map((item) => (item.id === data.id ? next : item))
        : [...toasts, next];
      emit();
    },
    dismiss(id?: ToastId): void {
      if (id === undefined) toasts = [];
      else toasts = toasts.filter((item) => item.id !== id);
      emit();
    },
  };
}

export const toastStore = createToastStore();

let nextId = 0;

function show(type: ToastType, message: string, options: ToastOptions = {}): ToastId {
  const id = options.id ?? `toast-${++nextId}`;
  toastStore.upsert({
    id,
    type,
    message,
    description: options.description,
    action: options.action,
    duration: options.duration ?? (type === 'loading' ? Infinity : TIMING.toastDurationMs),
    important: options.important ?? (type === 'error' || type === 'warning'),
  });
  return id;
}

type Resolvable<T> = string | ((value: T) => string);

export interface PromiseMessages<T> {
  loading: string;
  success: Resolvable<T>;
  error: Resolvable<unknown>;
}

const resolve = <T>(message: Resolvable<T>, value: T) =>
  typeof message === 'function' ? message(value) : message;

/** Shows a toast: `toast('已复制')`, `toast.error('发送失败', { action })`. Returns its id. */
export const toast = Object.assign(
  (message: string, options?: ToastOptions) => show('default', message, options),
  {
    success: (message: string, options?: ToastOptions) => show('success', message, options),
    error: (message: string, options?: ToastOptions) => show('error', message, options),
    info: (message: string, options?: ToastOptions) => show('info', message, options),
    warning: (message: string, options?: ToastOptions) => show('warning', message, options),
    loading: (message: string, options?: ToastOptions) => show('loading', message, options),
    /** Closes one toast, or all of them without an id. */
    dismiss: (id?: ToastId) => toastStore.dismiss(id),
    /** One toast that follows a promise: loading, then success or error in place. */
    promise<T>(promise: Promise<T>, messages: PromiseMessages<T>, options?: ToastOptions): ToastId {
      const id = show('loading', messages.loading, options);
      const rest = { ...options, id, duration: options?.duration };
      promise.then(
        (value) => show('success', resolve(messages.success, value), rest),
        (error: unknown) => show('error', resolve(messages.error, error), rest),
      );
      return id;
    },
  },
);
