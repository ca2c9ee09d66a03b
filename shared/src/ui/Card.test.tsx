import { render, screen } from '@testing-library/react';
import { Card, CardActions, Stack } from './Card';

describe('Card', () => {
  it('with a title is a section named by its h2', () => {
    render(
      <Card title="Số dư">
        <p>100 ₫</p>
      </Card>,
    );
    const section = screen.getByRole('region', { name: 'Số dư' });
    expect(screen.getByRole('heading', { level: 2, name: 'Số dư' })).toBeInTheDocument();
    expect(section).toHaveTextContent('100 ₫');
  });

  it('puts its tools beside the title and says when it is busy', () => {
    render(
      <Card title="30 ngày gần nhất" tools={<button type="button">7 ngày</button>} busy>
        <p>…</p>
      </Card>,
    );
    const section = screen.getByRole('region', { name: '30 ngày gần nhất' });
    expect(section).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: '7 ngày' })).toBeInTheDocument();
  });

  it('without a title is a plain block; Stack and CardActions only lay out their children', () => {
    render(
      <Stack>
        <Card>
          <p>Nội dung</p>
          <CardActions>
            <button type="button">Lưu</button>
          </CardActions>
        </Card>
      </Stack>,
    );
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.getByText('Nội dung')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Lưu' })).toBeInTheDocument();
  });
});
