import { createIcon } from './create-icon';

// Line icons in the Feather/Lucide style (24 grid, 2 px stroke, round caps).

export const CloseIcon = createIcon('CloseIcon', <path d="M18 6 6 18M6 6l12 12" />);
export const ChevronLeftIcon = createIcon('ChevronLeftIcon', <path d="m15 18-6-6 6-6" />);
export const ChevronRightIcon = createIcon('ChevronRightIcon', <path d="m9 18 6-6-6-6" />);
export const PlusIcon = createIcon('PlusIcon', <path d="M12 5v14M5 12h14" />);
export const MinusIcon = createIcon('MinusIcon', <path d="M5 12h14" />);
export const ZoomInIcon = createIcon(
  'ZoomInIcon',
  <>
    <circle cx="11" cy="11" r="8" />
    <path d="m21 21-4.35-4.35M11 8v6M8 11h6" />
  </>,
);
export const ZoomOutIcon = createIcon(
  'ZoomOutIcon',
  <>
    <circle cx="11" cy="11" r="8" />
    <path d="m21 21-4.35-4.35M8 11h6" />
  </>,
);
export const RotateIcon = createIcon(
  'RotateIcon',
  <path d="M21 12a9 9 0 1 1-9-9c2.52 0 4.93 1 6.74 2.74L21 8M21 3v5h-5" />,
);
export const RetryIcon = createIcon(
  'RetryIcon',
  <path d="M3 12a9 9 0 1 0 9-9 9.75 9.75 0 0 0-6.74 2.74L3 8M3 3v5h5" />,
);
export const DownloadIcon = createIcon(
  'DownloadIcon',
  <path d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4M7 10l5 5 5-5M12 15V3" />,
);
export const ShareIcon = createIcon(
  'ShareIcon',
  <path d="M4 12v8a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8M16 6l-4-4-4 4M12 2v13" />,
);
export const FullscreenIcon = createIcon(
  'FullscreenIcon',
  <path d="M8 3H5a2 2 0 0 0-2 2v3m18 0V5a2 2 0 0 0-2-2h-3m0 18h3a2 2 0 0 0 2-2v-3M3 16v3a2 2 0 0 0 2 2h3" />,
);
export const FullscreenExitIcon = createIcon(
  'FullscreenExitIcon',
  <path d="M8 3v3a2 2 0 0 1-2 2H3m18 0h-3a2 2 0 0 1-2-2V3m0 18v-3a2 2 0 0 1 2-2h3M3 16h3a2 2 0 0 1 2 2v3" />,
);
export const SendIcon = createIcon('SendIcon', <path d="m22 2-7 20-4-9-9-4 20-7ZM22 2 11 13" />);
export const MenuIcon = createIcon('MenuIcon', <path d="M4 6h16M4 12h16M4 18h16" />);
export const MoreIcon = createIcon(
  'MoreIcon',
  <>
    <circle cx="5" cy="12" r="1" />
    <circle cx="12" cy="12" r="1" />
    <circle cx="19" cy="12" r="1" />
  </>,
);
export const CheckIcon = createIcon('CheckIcon', <path d="M20 6 9 17l-5-5" />);
export const StarIcon = createIcon(
  'StarIcon',
  <path d="m12 2 3.1 6.3 6.9 1-5 4.9 1.2 6.8-6.2-3.2-6.2 3.2L7 14.2 2 9.3l6.9-1L12 2Z" />,
);
/** Two ticks: the message was read (SPEC §3 read state 2). */
export const CheckDoubleIcon = createIcon(
  'CheckDoubleIcon',
  <path d="M18 6 7 17l-5-5M22 10l-7.5 7.5L13 16" />,
);
