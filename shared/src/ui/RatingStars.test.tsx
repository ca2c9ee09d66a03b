import { render, screen } from '@testing-library/react';
import { RatingStars } from './RatingStars';

describe('RatingStars', () => {
  it('is one image named by its value in Vietnamese, its stars filled up to the value', () => {
    const { container } = render(<RatingStars value={4.25} />);
    expect(screen.getByRole('img', { name: '4,3 trên 5 sao' })).toBeInTheDocument();
    const [, filled] = container.querySelectorAll('[aria-hidden="true"]');
    expect(filled).toHaveStyle({ width: '85%' });
  });

  it('takes the words it is given, and keeps the fill between no star and five', () => {
    const { container } = render(<RatingStars value={7} label="Đánh giá trung bình 5,0" />);
    expect(screen.getByRole('img', { name: 'Đánh giá trung bình 5,0' })).toBeInTheDocument();
    expect(container.querySelectorAll('[aria-hidden="true"]')[1]).toHaveStyle({ width: '100%' });
  });
});
