import { describe, expect, it } from 'vitest';
import { csvCell } from './csv.js';

describe('csvCell', () => {
  it('leaves plain text alone', () => {
    expect(csvCell('Pune Power')).toBe('Pune Power');
    expect(csvCell(199)).toBe('199');
  });

  it('quotes commas, quotes and line breaks as RFC 4180 says', () => {
    expect(csvCell('Gold, Silver')).toBe('"Gold, Silver"');
    expect(csvCell('The "Iron" Den')).toBe('"The ""Iron"" Den"');
    expect(csvCell('two\r\nlines')).toBe('"two\r\nlines"');
  });

  it.each(['=1+1', '+91 98765', '-2+3', '@SUM(A1)', '\tcmd', '\rcmd'])('turns %j, which a spreadsheet would run, into text', (value) => {
    expect(csvCell(value).replace(/^"/, '')).toMatch(/^'/);
  });

  it('quotes a formula that also needs quoting', () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
  });
});
