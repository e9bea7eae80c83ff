import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  ArchiveIcon,
  FileIcon,
  FileTextIcon,
  ImageIcon,
  MusicIcon,
  TableIcon,
  VideoIcon,
  type IconComponent,
} from '@/components/icons';
import type { Theme } from '@/components/theme';
import { fileExtension } from '@/lib/validate';
import type { FileKind } from './file-kind';

const KIND_ICON: Record<FileKind, IconComponent> = {
  pdf: FileTextIcon,
  doc: FileTextIcon,
  xls: TableIcon,
  zip: ArchiveIcon,
  audio: MusicIcon,
  video: VideoIcon,
  image: ImageIcon,
  other: FileIcon,
};

// Every one of these carries white text at WCAG AA contrast.
const KIND_COLOR: Record<FileKind, keyof Theme['colors']> = {
  pdf: 'danger',
  doc: 'info',
  xls: 'success',
  zip: 'warning',
  audio: 'focus',
  video: 'brandHover',
  image: 'link',
  other: 'textMuted',
};

const Tile = styled.span<{ $kind: FileKind }>`
  display: inline-flex;
  flex: none;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 1px;
  width: 44px;
  height: 44px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $kind }) => theme.colors[KIND_COLOR[$kind]]};
  color: ${({ theme }) => theme.colors.textInverse};
`;

const Extension = styled.span`
  max-width: 40px;
  overflow: hidden;
  font-size: ${({ theme }) => theme.font.sizes.xs};
  font-weight: ${({ theme }) => theme.font.weights.bold};
  line-height: 1;
  letter-spacing: 0.02em;
  text-overflow: clip;
  white-space: nowrap;
`;

/** The coloured square with a glyph and the extension, named by the file's kind. */
export function FileTypeTile({ kind, name }: { kind: FileKind; name: string }) {
  const { t } = useTranslation();
  const Icon = KIND_ICON[kind];
  const extension = fileExtension(name.trim())?.slice(0, 4).toUpperCase();
  return (
    <Tile $kind={kind} role="img" aria-label={t(`components.fileCard.kind.${kind}`)}>
      <Icon size={extension ? 16 : 22} />
      {extension ? <Extension aria-hidden="true">{extension}</Extension> : null}
    </Tile>
  );
}
