export { Toaster } from './toast';
export type { ToasterProps } from './toast';
export { toast, toastStore } from './state';
export type {
  PromiseMessages,
  ToastAction,
  ToastData,
  ToastId,
  ToastOptions,
  ToastType,
} from './state';
export type { ToastPosition } from './stack-layout';
