import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EMOJI_FULL, EMOJI_REDUCED } from '@/lib/emoji';
import { renderWithTheme } from '@/testing/render';
import { EmojiPicker } from './emoji-picker';

const at = (index: number) => EMOJI_FULL[index]!;
/** The label of the focused emoji; cheaper than a role query over 105 buttons in jsdom. */
const focusedLabel = () => document.activeElement?.getAttribute('aria-label');
// Visibility checks walk computed styles for every node; everything here is visible.
const all = { hidden: true } as const;

describe('EmojiPicker', () => {
  it('offers the full set of 105 by default', () => {
    renderWithTheme(<EmojiPicker onSelect={() => {}} />);
    const grid = screen.getByRole('grid', { name: '表情' });
    expect(within(grid).getAllByRole('button', all)).toHaveLength(105);
    expect(within(grid).getAllByRole('row', all)).toHaveLength(Math.ceil(105 / 8));
    expect(within(grid).getAllByRole('gridcell', all)).toHaveLength(105);
  });

  it('offers the reduced set of 48', () => {
    renderWithTheme(<EmojiPicker set={EMOJI_REDUCED} onSelect={() => {}} />);
    expect(screen.getAllByRole('button', all)).toHaveLength(48);
    expect(screen.getAllByRole('row', all)).toHaveLength(6);
  });

  it('labels each button and image with the cn label and lazy-loads /static/emoji/<name>.png', () => {
    renderWithTheme(<EmojiPicker onSelect={() => {}} />);
    const smile = screen.getByRole('button', { name: '微笑', hidden: true });
    const image = within(smile).getByAltText('微笑');
    expect(image).toHaveAttribute('src', '/static/emoji/smile.png');
    expect(image).toHaveAttribute('loading', 'lazy');
  });

  it('serves images under a base path', () => {
    renderWithTheme(<EmojiPicker onSelect={() => {}} imageBase="/webchat/static/emoji/" />);
    expect(screen.getByAltText('微笑')).toHaveAttribute('src', '/webchat/static/emoji/smile.png');
  });

  it('has one tab stop and arrow keys move focus across rows', async () => {
    renderWithTheme(<EmojiPicker onSelect={() => {}} />);
    await userEvent.tab();
    expect(focusedLabel()).toBe(at(0).label);
    expect(screen.getAllByRole('button', all).filter((b) => b.tabIndex === 0)).toHaveLength(1);

    await userEvent.keyboard('{ArrowDown}');
    expect(focusedLabel()).toBe(at(8).label);
    await userEvent.keyboard('{ArrowDown}{ArrowRight}');
    expect(focusedLabel()).toBe(at(17).label);
    await userEvent.keyboard('{End}');
    expect(focusedLabel()).toBe(at(23).label);
    await userEvent.keyboard('{ArrowRight}');
    expect(focusedLabel()).toBe(at(24).label);
    await userEvent.keyboard('{ArrowUp}{Home}');
    expect(focusedLabel()).toBe(at(16).label);
    await userEvent.keyboard('{Control>}{End}{/Control}');
    expect(focusedLabel()).toBe(at(104).label);
    await userEvent.keyboard('{Control>}{Home}{/Control}');
    expect(focusedLabel()).toBe(at(0).label);
  });

  it('moves the tab stop with focus, so Tab out and back returns to the same emoji', async () => {
    renderWithTheme(
      <>
        <EmojiPicker onSelect={() => {}} />
        <button type="button">发送</button>
      </>,
    );
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await userEvent.tab();
    expect(screen.getByRole('button', { name: '发送', hidden: true })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(focusedLabel()).toBe(at(2).label);
  });

  it('selects with Enter and with Space', async () => {
    const onSelect = vi.fn();
    renderWithTheme(<EmojiPicker onSelect={onSelect} />);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith(at(1));
    await userEvent.keyboard('{ArrowDown}[Space]');
    expect(onSelect).toHaveBeenLastCalledWith(at(9));
    expect(onSelect).toHaveBeenCalledTimes(2);
  });

  it('selects on click', async () => {
    const onSelect = vi.fn();
    renderWithTheme(<EmojiPicker set={EMOJI_REDUCED} onSelect={onSelect} />);
    await userEvent.click(screen.getByRole('button', { name: '微笑', hidden: true }));
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ name: 'smile', code: '/::)' }));
  });

  it('lays out the given number of columns', () => {
    renderWithTheme(<EmojiPicker set={EMOJI_REDUCED} columns={6} onSelect={() => {}} />);
    const rows = screen.getAllByRole('row', all);
    expect(rows).toHaveLength(8);
    expect(within(rows[0]!).getAllByRole('gridcell', all)).toHaveLength(6);
  });

  it('names the grid in English', () => {
    renderWithTheme(<EmojiPicker onSelect={() => {}} />, { language: 'en' });
    expect(screen.getByRole('grid', { name: 'Emoji' })).toBeInTheDocument();
  });
});
