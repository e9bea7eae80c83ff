import { drawerEn, drawerZh } from './drawer';
import { toastEn, toastZh } from './toast';
import { dialogEn, dialogZh } from './dialog';
import { messageListEn, messageListZh } from './message-list';
import { imageViewerEn, imageViewerZh } from './image-viewer';
import { emojiPickerEn, emojiPickerZh } from './emoji-picker';
import { mediaEn, mediaZh } from './media';
import { fileCardEn, fileCardZh } from './file-card';

/** Each component's texts live in their own file so components can be built side by side. */
export const componentsZh = {
  drawer: drawerZh,
  toast: toastZh,
  dialog: dialogZh,
  messageList: messageListZh,
  imageViewer: imageViewerZh,
  emojiPicker: emojiPickerZh,
  media: mediaZh,
  fileCard: fileCardZh,
};

export const componentsEn = {
  drawer: drawerEn,
  toast: toastEn,
  dialog: dialogEn,
  messageList: messageListEn,
  imageViewer: imageViewerEn,
  emojiPicker: emojiPickerEn,
  media: mediaEn,
  fileCard: fileCardEn,
};
