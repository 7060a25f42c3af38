import { amountInWords } from './amountInWords';

describe('amountInWords (English)', () => {
  it.each([
    [0, 'Zero Rupees Only'],
    [1, 'One Rupee Only'],
    [7, 'Seven Rupees Only'],
    [15, 'Fifteen Rupees Only'],
    [20, 'Twenty Rupees Only'],
    [45, 'Forty Five Rupees Only'],
    [100, 'One Hundred Rupees Only'],
    [105, 'One Hundred Five Rupees Only'],
    [999, 'Nine Hundred Ninety Nine Rupees Only'],
    [1000, 'One Thousand Rupees Only'],
    [1001, 'One Thousand One Rupees Only'],
    [25000, 'Twenty Five Thousand Rupees Only'],
    [99999, 'Ninety Nine Thousand Nine Hundred Ninety Nine Rupees Only'],
    [100000, 'One Lakh Rupees Only'],
    [150000, 'One Lakh Fifty Thousand Rupees Only'],
    [1234567, 'Twelve Lakh Thirty Four Thousand Five Hundred Sixty Seven Rupees Only'],
    [10000000, 'One Crore Rupees Only'],
    [25050500, 'Two Crore Fifty Lakh Fifty Thousand Five Hundred Rupees Only'],
    [1000000000, 'One Hundred Crore Rupees Only'],
    [1000000000000, 'One Lakh Crore Rupees Only'],
  ])('%p → %p', (amount, words) => {
    expect(amountInWords(amount)).toBe(words);
  });

  it('reads numeric text, Indian grouping included', () => {
    expect(amountInWords('1,50,000')).toBe('One Lakh Fifty Thousand Rupees Only');
    expect(amountInWords(' 2500 ')).toBe('Two Thousand Five Hundred Rupees Only');
  });

  it('says paise when there are any, rounded to the nearest paisa', () => {
    expect(amountInWords(10.5)).toBe('Ten Rupees and Fifty Paise Only');
    expect(amountInWords(0.75)).toBe('Seventy Five Paise Only');
    expect(amountInWords(1.999)).toBe('Two Rupees Only');
    expect(amountInWords('100.05')).toBe('One Hundred Rupees and Five Paise Only');
  });

  it.each(['', '   ', 'abc', null, undefined, -5])('gives nothing for %p', (amount) => {
    expect(amountInWords(amount)).toBe('');
  });
});

describe('amountInWords (Hindi)', () => {
  it.each([
    [0, 'शून्य रुपये मात्र'],
    [1, 'एक रुपया मात्र'],
    [99, 'निन्यानबे रुपये मात्र'],
    [150000, 'एक लाख पचास हज़ार रुपये मात्र'],
    [1234567, 'बारह लाख चौंतीस हज़ार पाँच सौ सड़सठ रुपये मात्र'],
    [25000000, 'दो करोड़ पचास लाख रुपये मात्र'],
    [10.5, 'दस रुपये और पचास पैसे मात्र'],
  ])('%p → %p', (amount, words) => {
    expect(amountInWords(amount, 'hi')).toBe(words);
  });
});
