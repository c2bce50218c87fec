import {
  applyTheme,
  contrastWithBlack,
  contrastWithWhite,
  foregroundOn,
  formatKobo,
  formatNaira,
  lightShadeOf,
  normaliseColour,
  readableOnWhite,
  shortName,
  truncate,
} from '../src';

describe('theme', () => {
  it('falls back to red for missing or malformed colours', () => {
    expect(normaliseColour(undefined)).toBe('#FF0000');
    expect(normaliseColour('blue')).toBe('#FF0000');
    expect(normaliseColour('3450b0')).toBe('#3450B0');
  });

  it('maps each theme colour to its light background', () => {
    expect(lightShadeOf('#097F7C')).toBe('#E3F2F1');
    expect(lightShadeOf('#123456')).toMatch(/^rgb\(/);
  });

  it('keeps small text readable: red text is darkened to 4.5:1 on white, dark colours are kept', () => {
    expect(contrastWithWhite(readableOnWhite('#FF0000'))).toBeGreaterThanOrEqual(4.5);
    expect(readableOnWhite('#3450B0')).toBe('#3450B0');
  });

  it('applies the colours as CSS variables', () => {
    applyTheme('#5955B3');
    const token = (name: string) => document.documentElement.style.getPropertyValue(name);
    expect(token('--troo-primary')).toBe('#5955B3');
    expect(token('--troo-primary-strong')).toBe('#5955B3');
    expect(token('--troo-primary-light')).toBe('#EDECF7');
    expect(token('--troo-on-primary')).toBe('#FFFFFF');
  });

  it('puts readable text on the business colour: white on dark and mid colours, dark text on light ones', () => {
    expect(foregroundOn('#000000')).toBe('#FFFFFF');
    expect(foregroundOn('#FF0000')).toBe('#FFFFFF');
    expect(foregroundOn('#FFEB3B')).toBe('#17181A');
    for (const colour of ['#FFEB3B', '#A5F3FC', '#FFFFFF']) {
      expect(contrastWithBlack(colour)).toBeGreaterThanOrEqual(4.5);
    }
    applyTheme('#FFEB3B');
    expect(document.documentElement.style.getPropertyValue('--troo-on-primary')).toBe('#17181A');
    expect(contrastWithWhite(document.documentElement.style.getPropertyValue('--troo-primary-strong'))).toBeGreaterThanOrEqual(4.5);
  });
});

describe('formatting', () => {
  it('writes naira with two decimals and thousands separators', () => {
    expect(formatNaira(250000)).toBe('₦250,000.00');
    expect(formatNaira(312.5)).toBe('₦312.50');
    expect(formatKobo(123456)).toBe('₦1,234.56');
    expect(formatNaira(Number.NaN)).toBe('₦0.00');
  });

  it('prints every amount as the en-NG number format would', () => {
    const intl = new Intl.NumberFormat('en-NG', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const amounts = [0, 0.05, 0.5, 1, 9.99, 99.9, 999.99, 1000, 1000.01, 12345.6, 999999.99, 1000000, 9999999.99, -1, -1250.5, 0.1 + 0.2];
    for (const naira of amounts) expect(formatNaira(naira)).toBe(`₦${intl.format(naira)}`);
    for (const kobo of [0, 1, 10, 99, 100, 101, 123456, 100000000, -250]) expect(formatKobo(kobo)).toBe(`₦${intl.format(kobo / 100)}`);
  });

  it('truncates with an ellipsis and shortens names to first name plus initial', () => {
    expect(truncate('Goat Meat Pepper Soup', 15)).toBe('Goat Meat Peppe...');
    expect(truncate('Rice', 15)).toBe('Rice');
    expect(shortName('Ada obi')).toBe('Ada O.');
    expect(shortName('Ada')).toBe('Ada');
  });
});
