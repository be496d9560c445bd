import { attachment, displayFileName } from './attachment';

describe('the name a buyer sent a file as', () => {
  it('keeps a plain name, spaces, brackets and letters of any script as they are', () => {
    expect(displayFileName('Papan Lab Fisika (rev B).zip')).toBe('Papan Lab Fisika (rev B).zip');
    expect(displayFileName('プリント基板 é.rar')).toBe('プリント基板 é.rar');
  });

  it('shows only the last segment of a path a browser sent', () => {
    expect(displayFileName('C:\\Users\\Dian\\papan.zip')).toBe('papan.zip');
    expect(displayFileName('../../etc/papan.zip')).toBe('papan.zip');
  });

  it('drops control, invisible and direction-changing characters, collapses spaces and leading dots', () => {
    // U+202E would show `papan\u202Egpj.zip` as `papanpiz.jpg`.
    expect(displayFileName('papan\u202Egpj.zip')).toBe('papangpj.zip');
    expect(displayFileName('..  papan\u200B\u0007\t\n  akhir.zip')).toBe('papan akhir.zip');
    expect(displayFileName('e\u0301.zip')).toBe('\u00e9.zip');
  });

  it('cuts a long name to 100 characters, keeping its extension', () => {
    const shown = displayFileName(`${'a'.repeat(300)}.zip`);
    expect(shown).toBe(`${'a'.repeat(96)}.zip`);
    expect([...(displayFileName(`${'é'.repeat(150)}.zip`) as string)]).toHaveLength(100);
  });

  it('is null when nothing showable is left', () => {
    expect(displayFileName('\u202E\u0000')).toBeNull();
    expect(displayFileName('dir/')).toBeNull();
  });
});

describe('attachment', () => {
  it('gives the UTF-8 name in filename* (RFC 8187 characters only) and an ASCII stand-in in filename', () => {
    expect(attachment('Papan "Lab" 100% (é)\'s.zip')).toBe(
      `attachment; filename="Papan _Lab_ 100_ (_)'s.zip"; filename*=UTF-8''Papan%20%22Lab%22%20100%25%20%28%C3%A9%29%27s.zip`,
    );
  });

  it('leaves a plain stored name readable', () => {
    expect(attachment('lzx-0123abcd.zip')).toBe(`attachment; filename="lzx-0123abcd.zip"; filename*=UTF-8''lzx-0123abcd.zip`);
  });
});
