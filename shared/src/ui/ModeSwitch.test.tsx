import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ModeSwitch } from './ModeSwitch';

const modes = [
  { value: 'write', label: 'Viết' },
  { value: 'preview', label: 'Xem trước' },
] as const;

describe('ModeSwitch', () => {
  it('is a named group of toggle buttons: the current one pressed, another one chosen by a press', async () => {
    const onChange = jest.fn();
    render(<ModeSwitch label="Chế độ mô tả" modes={modes} value="write" onChange={onChange} />);
    const group = screen.getByRole('group', { name: 'Chế độ mô tả' });
    expect(group).toContainElement(screen.getByRole('button', { name: 'Viết', pressed: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Xem trước', pressed: false }));
    expect(onChange).toHaveBeenCalledWith('preview');
  });
});
