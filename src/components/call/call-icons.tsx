import { createIcon } from '../icons';

/** The receiver put down: the phone glyph turned 135°, as every phone's hang-up button. */
export const PhoneOffIcon = createIcon(
  'PhoneOffIcon',
  <path
    transform="rotate(135 12 12)"
    d="M22 16.92v3a2 2 0 0 1-2.18 2 19.79 19.79 0 0 1-8.63-3.07 19.5 19.5 0 0 1-6-6 19.79 19.79 0 0 1-3.07-8.67A2 2 0 0 1 4.11 2h3a2 2 0 0 1 2 1.72c.13.96.36 1.9.7 2.81a2 2 0 0 1-.45 2.11L8.09 9.91a16 16 0 0 0 6 6l1.27-1.27a2 2 0 0 1 2.11-.45c.91.34 1.85.57 2.81.7A2 2 0 0 1 22 16.92Z"
  />,
  { filled: true },
);
export const MicOffIcon = createIcon(
  'MicOffIcon',
  <path d="m2 2 20 20M18.89 13.23A7.12 7.12 0 0 0 19 12v-2M5 10v2a7 7 0 0 0 12 5M15 9.34V5a3 3 0 0 0-5.68-1.33M9 9v3a3 3 0 0 0 5.12 2.12M12 19v3" />,
);
export const VideoOffIcon = createIcon(
  'VideoOffIcon',
  <path d="M10.66 6H14a2 2 0 0 1 2 2v2.5l5.25-3.06a.5.5 0 0 1 .75.43v8.2M16 16a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h2M2 2l20 20" />,
);
export const VolumeOffIcon = createIcon(
  'VolumeOffIcon',
  <path d="M11 5 6 9H2v6h4l5 4V5ZM22 9l-6 6M16 9l6 6" />,
);
export const SwitchCameraIcon = createIcon(
  'SwitchCameraIcon',
  <>
    <path d="M11 19H4a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2h5M13 5h7a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2h-5m3 3-3-3 3-3M6 2l3 3-3 3" />
    <circle cx="12" cy="12" r="3" />
  </>,
);
export const MinimiseIcon = createIcon(
  'MinimiseIcon',
  <path d="M4 14h6v6M20 10h-6V4M14 10l7-7M3 21l7-7" />,
);
