import { useSyncExternalStore } from 'react';
import { AlertDialog } from './alert-dialog';
import { dialogStore } from './dialog-store';

/** Shows the dialogs asked for with `dialogs.alert()` / `dialogs.confirm()`, one at a time. */
export function DialogHost() {
  const requests = useSyncExternalStore(
    dialogStore.subscribe,
    dialogStore.getSnapshot,
    dialogStore.getSnapshot,
  );
  const current = requests[0];
  if (!current) return null;
  const { id, kind, options } = current;
  return (
    <AlertDialog
      key={id}
      open={current.open}
      kind={kind}
      title={options.title}
      description={options.description}
      tone={options.tone}
      confirmLabel={options.confirmLabel}
      cancelLabel={options.cancelLabel}
      onConfirm={() => dialogStore.answer(id, true)}
      onCancel={() => dialogStore.answer(id, false)}
      onExitComplete={() => dialogStore.remove(id)}
    />
  );
}
