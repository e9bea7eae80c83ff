import { screen } from '@testing-library/react';
import { renderWithTheme } from '@/testing/render';
import * as icons from './index';
import type { IconComponent } from './create-icon';

const all = Object.entries(icons).filter((entry): entry is [string, IconComponent] =>
  /^[A-Z]\w*Icon$/.test(entry[0]),
);

describe('icons', () => {
  it('has the icons the chat needs', () => {
    const names = all.map(([name]) => name);
    for (const needed of [
      'CloseIcon',
      'ChevronLeftIcon',
      'ChevronRightIcon',
      'ZoomInIcon',
      'ZoomOutIcon',
      'RotateIcon',
      'DownloadIcon',
      'ShareIcon',
      'FullscreenIcon',
      'SendIcon',
      'ImageIcon',
      'PaperclipIcon',
      'SmileIcon',
      'MicrophoneIcon',
      'VideoIcon',
      'PhoneIcon',
      'MenuIcon',
      'MoreIcon',
      'CheckIcon',
      'CheckDoubleIcon',
      'AlertIcon',
      'RetryIcon',
      'FileIcon',
      'PlayIcon',
      'PauseIcon',
      'VolumeIcon',
    ]) {
      expect(names).toContain(needed);
    }
  });

  it.each(all)('%s is decorative, sized and drawn in currentColor by default', (_, Icon) => {
    const { container } = renderWithTheme(<Icon size={32} />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('width', '32');
    expect(svg).toHaveAttribute('height', '32');
    expect(svg).toHaveAttribute('stroke', 'currentColor');
    expect(['none', 'currentColor']).toContain(svg?.getAttribute('fill'));
    expect(svg).toHaveAttribute('focusable', 'false');
  });

  it('defaults to 20 px', () => {
    const { container } = renderWithTheme(<icons.CloseIcon />);
    expect(container.querySelector('svg')).toHaveAttribute('width', '20');
  });

  it('becomes an image with a name when labelled', () => {
    renderWithTheme(<icons.CheckDoubleIcon label="已读" />);
    const img = screen.getByRole('img', { name: '已读' });
    expect(img).not.toHaveAttribute('aria-hidden');
  });
});
