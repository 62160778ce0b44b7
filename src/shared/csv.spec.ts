import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv.js';

describe('csvCell (security row 14)', () => {
  it.each([
    ['plain', 'plain'],
    ['=SUM(A1:A9)', "'=SUM(A1:A9)"],
    ['+1+1', "'+1+1"],
    ['-2+3', "'-2+3"],
    ['@cmd', "'@cmd"],
    ['\tleading tab', "'\tleading tab"],
    ['\rcarriage', `"'\rcarriage"`],
    ['=HYPERLINK("http://x","y")', `"'=HYPERLINK(""http://x"",""y"")"`],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    [42, '42'],
    [-5, '-5'],
    ['-5', "'-5"],
    [null, ''],
    [true, 'true'],
    [{ a: 1 }, '"{""a"":1}"'],
  ])('%j → %s', (given, want) => expect(csvCell(given)).toBe(want));

  it('writes a header and rows with CRLF', () => {
    expect(
      toCsv(
        ['CId', 'CTitle'],
        [
          { CId: 1, CTitle: '=cmd|x' },
          { CId: 2, CTitle: 'ok' },
        ],
      ),
    ).toBe("CId,CTitle\r\n1,'=cmd|x\r\n2,ok\r\n");
  });
});
