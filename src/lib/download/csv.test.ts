import { csvCell, toCsv, UTF8_BOM } from './csv';

describe('CSV', () => {
  it('quotes only cells that need it, doubling quotes inside', () => {
    expect(csvCell('NB')).toBe('NB');
    expect(csvCell('笔记本, 平板')).toBe('"笔记本, 平板"');
    expect(csvCell('他说"你好"')).toBe('"他说""你好"""');
    expect(csvCell('两\n行')).toBe('"两\n行"');
    expect(csvCell('回车\r')).toBe('"回车\r"');
  });

  it('writes numbers as they are and nothing for a missing value', () => {
    expect(csvCell(12.5)).toBe('12.5');
    expect(csvCell(0)).toBe('0');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(Number.NaN)).toBe('');
  });

  it('keeps text a spreadsheet would run as a formula as text', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell(-1)).toBe('-1');
  });

  it('starts with the UTF-8 byte order mark and ends each row with CRLF', () => {
    expect(UTF8_BOM).toBe('\uFEFF');
    expect(
      toCsv([
        ['日期', '会话数'],
        ['2026-11-21', 3],
      ]),
    ).toBe('\uFEFF日期,会话数\r\n2026-11-21,3\r\n');
  });
});
