import { fileExtension } from '@/lib/validate';

export type FileKind = 'pdf' | 'doc' | 'xls' | 'zip' | 'audio' | 'video' | 'image' | 'other';

// SPEC §5's upload list plus what visitors commonly receive from engineers.
const KIND_BY_EXTENSION: Readonly<Record<string, FileKind>> = Object.fromEntries(
  (
    [
      ['pdf', ['pdf']],
      ['doc', ['doc', 'docx', 'rtf', 'odt', 'wps', 'txt', 'pages']],
      ['xls', ['xls', 'xlsx', 'csv', 'ods', 'et', 'numbers']],
      ['zip', ['zip', 'rar', '7z', 'tar', 'gz', 'tgz', 'bz2', 'xz']],
      [
        'audio',
        [
          'mp3',
          'wav',
          'wma',
          'flac',
          'midi',
          'mid',
          'ra',
          'ape',
          'aac',
          'cda',
          'm4a',
          'ogg',
          'opus',
          'amr',
        ],
      ],
      [
        'video',
        ['mov', 'avi', 'rmvb', 'rm', 'flash', 'mp4', '3gp', 'mkv', 'webm', 'flv', 'wmv', 'm4v'],
      ],
      ['image', ['png', 'jpeg', 'jpg', 'gif', 'webp', 'bmp', 'svg', 'heic', 'heif', 'tif', 'tiff']],
    ] as const
  ).flatMap(([kind, extensions]) => extensions.map((extension) => [extension, kind])),
);

/** The kind of icon a file name gets, by its (case-insensitive) extension. */
export function fileKind(name: string): FileKind {
  const extension = fileExtension(name.trim());
  return (extension && KIND_BY_EXTENSION[extension]) || 'other';
}
