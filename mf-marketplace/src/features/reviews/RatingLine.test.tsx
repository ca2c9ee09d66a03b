import { render, screen } from '@testing-library/react';
import { aProduct } from '@app/shared/testing/factories';
import { RatingLine } from './RatingLine';

describe('RatingLine', () => {
  it('says the average and how many reviews it rests on, in one name for a screen reader', () => {
    render(<RatingLine product={aProduct({ ratingCount: 12, ratingAverage: 4.58 })} />);
    expect(screen.getByRole('img', { name: 'Đánh giá trung bình 4,6 trên 5 sao, 12 đánh giá' })).toBeInTheDocument();
    expect(screen.getByText('4,6 (12 đánh giá)')).toBeInTheDocument();
  });

  it('says there is none yet, on a line of the same place', () => {
    render(<RatingLine product={aProduct()} />);
    expect(screen.getByText('Chưa có đánh giá')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('links to the reviews section when asked, named by the rating', () => {
    render(<RatingLine product={aProduct({ ratingCount: 1, ratingAverage: 5 })} href="#danh-gia" />);
    expect(screen.getByRole('link', { name: 'Đánh giá trung bình 5,0 trên 5 sao, 1 đánh giá' })).toHaveAttribute(
      'href',
      '#danh-gia',
    );
  });
});
