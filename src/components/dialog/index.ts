export { Dialog } from './dialog';
export type { DialogContentProps, DialogRootProps } from './dialog';
export { AlertDialog } from './alert-dialog';
export type { AlertDialogProps, DialogTone } from './alert-dialog';
export { DialogHost } from './dialog-host';
export { dialogs, dialogStore } from './dialog-store';
export type { AlertOptions, ConfirmOptions } from './dialog-store';
export { useControllableState } from '../utils';
