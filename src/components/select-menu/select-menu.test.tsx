import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithTheme } from '@/testing/render';
import { SelectMenu, type SelectMenuOption } from './select-menu';

type Fruit = 'apple' | 'pear' | 'plum' | 'fig';
const OPTIONS: SelectMenuOption<Fruit>[] = [
  { value: 'apple', label: '苹果', adornment: <i data-testid="dot-apple" /> },
  { value: 'pear', label: '梨' },
  { value: 'plum', label: '李子' },
];

function Example({
  initial = 'pear',
  options = OPTIONS,
  onChange = () => {},
}: {
  initial?: Fruit;
  options?: SelectMenuOption<Fruit>[];
  onChange?: (value: Fruit) => void;
}) {
  const [value, setValue] = useState<Fruit>(initial);
  return (
    <>
      <SelectMenu
        label="水果"
        value={value}
        options={options}
        onValueChange={(next) => {
          onChange(next);
          setValue(next);
        }}
      />
      <button type="button">之后</button>
    </>
  );
}

const combobox = () => screen.getByRole('combobox', { name: '水果' });

describe('SelectMenu', () => {
  it('shows the value in a button named by its label, the list closed', () => {
    renderWithTheme(<Example initial="apple" />);
    expect(combobox()).toHaveTextContent('苹果');
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    expect(combobox()).toHaveAttribute('aria-haspopup', 'listbox');
    expect(screen.getByTestId('dot-apple')).toBeInTheDocument();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('opens on a click, marks the value, and a click on another option chooses it', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithTheme(<Example onChange={onChange} />);
    await user.click(combobox());
    const list = screen.getByRole('listbox', { name: '水果' });
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');
    expect(combobox()).toHaveAttribute('aria-controls', list.id);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['苹果', '梨', '李子']);
    expect(screen.getByRole('option', { name: '梨' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('option', { name: '梨' }).querySelector('svg')).not.toBeNull();

    await user.click(screen.getByRole('option', { name: '李子' }));
    expect(onChange).toHaveBeenCalledWith('plum');
    expect(combobox()).toHaveTextContent('李子');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(combobox()).toHaveFocus();
  });

  it('works from the keyboard: arrows move, Enter chooses, focus stays on the button', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithTheme(<Example onChange={onChange} />);
    await user.tab();
    expect(combobox()).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(combobox()).toHaveAttribute(
      'aria-activedescendant',
      screen.getByRole('option', { name: '梨' }).id,
    );
    await user.keyboard('{ArrowDown}');
    expect(combobox()).toHaveAttribute(
      'aria-activedescendant',
      screen.getByRole('option', { name: '李子' }).id,
    );
    expect(screen.getByRole('option', { name: '李子' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith('plum');
    expect(combobox()).toHaveTextContent('李子');
    expect(combobox()).toHaveFocus();
    expect(combobox()).not.toHaveAttribute('aria-activedescendant');
  });

  it('Escape closes without a change and goes no further, until the list is closed', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const outer = vi.fn();
    renderWithTheme(
      <div onKeyDown={(e) => e.key === 'Escape' && outer()}>
        <Example onChange={onChange} />
      </div>,
    );
    await user.click(combobox());
    await user.keyboard('{ArrowUp}{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
    expect(outer).not.toHaveBeenCalled();
    expect(combobox()).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(outer).toHaveBeenCalledTimes(1);
  });

  it('Tab closes without a change and moves on', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithTheme(<Example onChange={onChange} />);
    await user.click(combobox());
    await user.keyboard('{ArrowDown}');
    await user.tab();
    expect(screen.getByRole('button', { name: '之后' })).toHaveFocus();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('a click outside closes it', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Example />);
    await user.click(combobox());
    fireEvent.pointerDown(document.body);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('choosing the current value again changes nothing', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithTheme(<Example onChange={onChange} />);
    await user.click(combobox());
    await user.click(screen.getByRole('option', { name: '梨' }));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows a value that cannot be chosen, and skips it', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const withFig = [...OPTIONS, { value: 'fig' as const, label: '无花果', disabled: true }];
    renderWithTheme(<Example initial="fig" options={withFig} onChange={onChange} />);
    expect(combobox()).toHaveTextContent('无花果');
    await user.click(combobox());
    const fig = screen.getByRole('option', { name: '无花果' });
    expect(fig).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('option', { name: '苹果' })).toHaveAttribute('aria-selected', 'true');
    await user.click(fig);
    expect(onChange).not.toHaveBeenCalled();
    await user.keyboard('{End}{Enter}');
    expect(onChange).toHaveBeenCalledWith('plum');
  });

  it('can start open on the value', () => {
    renderWithTheme(
      <SelectMenu
        label="水果"
        value="plum"
        options={OPTIONS}
        onValueChange={() => {}}
        defaultOpen
      />,
    );
    expect(screen.getByRole('listbox', { name: '水果' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: '李子' })).toHaveAttribute('aria-selected', 'true');
  });

  it('rings the active option when the keys moved to it, not when the pointer did', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Example />);
    await user.click(combobox());
    expect(screen.getByRole('option', { name: '梨' })).toHaveAttribute('data-active', 'pointer');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: '李子' })).toHaveAttribute('data-active', 'keyboard');
    expect(screen.getByRole('option', { name: '梨' })).not.toHaveAttribute('data-active');
    await user.hover(screen.getByRole('option', { name: '苹果' }));
    expect(screen.getByRole('option', { name: '苹果' })).toHaveAttribute('data-active', 'pointer');
  });
});
