import { useState, type DragEvent } from 'react';

/**
 * Files dropped on an element (SPEC §5: pictures dragged onto the chat are sent). `dragging` is
 * true while files are held over it, for a hint; leaving into a child does not end it.
 */
export function useFileDrop(onFile: (file: File) => void) {
  const [dragging, setDragging] = useState(false);
  const handlers = {
    onDragOver: (event: DragEvent) => {
      event.preventDefault();
      if (!dragging && event.dataTransfer.types.includes('Files')) setDragging(true);
    },
    onDragLeave: (event: DragEvent) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
    },
    onDrop: (event: DragEvent) => {
      setDragging(false);
      if (!event.dataTransfer.files.length) return;
      event.preventDefault();
      [...event.dataTransfer.files].forEach(onFile);
    },
  };
  return { dragging, handlers };
}
