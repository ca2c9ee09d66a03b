import { render, screen } from '@testing-library/react';
import { Options } from './Options';

describe('Options', () => {
  it('offers the empty choice in words first, then one option per item with its value and label', () => {
    const banks = [
      { bin: '970436', name: 'Vietcombank' },
      { bin: '970415', name: 'VietinBank' },
    ];
    render(
      <select aria-label="Ngân hàng" defaultValue="">
        <Options none="Chọn ngân hàng" items={banks} value={(bank) => bank.bin} label={(bank) => bank.name} />
      </select>,
    );
    const options = screen.getAllByRole('option');
    expect(options.map((option) => [option.getAttribute('value'), option.textContent])).toEqual([
      ['', 'Chọn ngân hàng'],
      ['970436', 'Vietcombank'],
      ['970415', 'VietinBank'],
    ]);
  });
});
