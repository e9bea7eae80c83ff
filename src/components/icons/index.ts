export { createIcon } from './create-icon';
export type { IconComponent, IconProps } from './create-icon';
export {
  CheckDoubleIcon,
  CheckIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  CloseIcon,
  DownloadIcon,
  FullscreenExitIcon,
  FullscreenIcon,
  MenuIcon,
  MinusIcon,
  MoreIcon,
  PlusIcon,
  RetryIcon,
  RotateIcon,
  SendIcon,
  ShareIcon,
  StarIcon,
  ZoomInIcon,
  ZoomOutIcon,
} from './action-icons';
export {
  EmojiIcon,
  ImageIcon,
  MicrophoneIcon,
  MusicIcon,
  PaperclipIcon,
  PauseIcon,
  PhoneIcon,
  PlayIcon,
  SmileIcon,
  UserIcon,
  VideoIcon,
  VolumeIcon,
} from './media-icons';
export { ArchiveIcon, FileIcon, FileTextIcon, TableIcon } from './file-icons';
export { AlertIcon, InfoIcon, SuccessIcon, WarningIcon } from './status-icons';
