import { createIcon } from './create-icon';

const SHEET = 'M14.5 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V7.5L14.5 2ZM14 2v6h6';

export const FileIcon = createIcon('FileIcon', <path d={SHEET} />);
export const FileTextIcon = createIcon(
  'FileTextIcon',
  <path d={`${SHEET}M16 13H8M16 17H8M10 9H8`} />,
);
export const TableIcon = createIcon(
  'TableIcon',
  <>
    <rect x="3" y="3" width="18" height="18" rx="2" />
    <path d="M3 9h18M3 15h18M9 3v18" />
  </>,
);
export const ArchiveIcon = createIcon(
  'ArchiveIcon',
  <>
    <rect x="2" y="4" width="20" height="5" rx="1" />
    <path d="M4 9v9a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V9M10 13h4" />
  </>,
);
