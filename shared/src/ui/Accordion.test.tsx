import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Accordion } from './Accordion';

const items = [
  { id: 'q1', heading: 'Có cần biết lập trình không?', content: <p>Không cần viết mã.</p> },
  { id: 'q2', heading: 'Học trong bao lâu?', content: <p>Bốn tuần.</p> },
];

describe('Accordion', () => {
  it('shows each question as a heading with a collapsed button; one answer opens at a time', async () => {
    render(<Accordion items={items} />);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(2);
    const first = screen.getByRole('button', { name: 'Có cần biết lập trình không?' });
    const second = screen.getByRole('button', { name: 'Học trong bao lâu?' });
    expect(first).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Không cần viết mã.')).toBeVisible();
    await userEvent.click(second);
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Bốn tuần.')).toBeVisible();
  });

  it('moves between questions with the arrow keys', async () => {
    render(<Accordion items={items} />);
    screen.getByRole('button', { name: 'Có cần biết lập trình không?' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: 'Học trong bao lâu?' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: 'Có cần biết lập trình không?' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('button', { name: 'Học trong bao lâu?' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('button', { name: 'Có cần biết lập trình không?' })).toHaveFocus();
  });

  it('names each answer by its question and hides the closed ones; a second press closes the open one', async () => {
    render(<Accordion items={items} />);
    const first = screen.getByRole('button', { name: 'Có cần biết lập trình không?' });
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.queryByText('Không cần viết mã.')).toBeNull();
    await userEvent.keyboard('{Tab}');
    expect(first).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('region', { name: 'Có cần biết lập trình không?' })).toHaveTextContent(
      'Không cần viết mã.',
    );
    expect(first).toHaveAttribute('aria-controls', screen.getByRole('region').id);
    await userEvent.keyboard(' ');
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Không cần viết mã.')).toBeNull();
  });
});
