import { formRuleIn, ghadiInputSchema, updateResultRequestSchema } from '../../index';

const game = (names: { NameEn?: string; NameHn?: string }) => ({
  NameEn: 'Kalyan',
  NameHn: 'कल्याण',
  RTime: '10:30 AM',
  OrderId: 1,
  ...names,
});
const messagesOf = (input: unknown) => ghadiInputSchema.safeParse(input).error?.issues.map((issue) => formRuleIn('en', issue.message));
const parsed = (input: unknown) => ghadiInputSchema.parse(input);

describe('game names', () => {
  it.each([
    ['fullwidth letters', 'ＫＡＬＹＡＮ', 'KALYAN'],
    ['a non-breaking space', 'Milan\u00A0Day', 'Milan Day'],
    ['an ideographic space', 'Milan\u3000Day', 'Milan Day'],
    ['a run of spaces, which a page shows as one', 'Milan   Day', 'Milan Day'],
    ['an accent typed as a combining mark', 'Kalya\u0301n', 'Kalyán'],
    ['a ligature', 'Faridabad Ｎｉｇｈｔ ﬁve', 'Faridabad Night five'],
  ])('stores %s in its normal form', (_case, NameEn, stored) => {
    expect(parsed(game({ NameEn })).NameEn).toBe(stored);
    expect(parsed(game({ NameHn: NameEn })).NameHn).toBe(stored);
  });

  it.each([
    ['a zero-width space', 'Kal\u200Byan'],
    ['a soft hyphen', 'Kal\u00ADyan'],
    ['a zero-width joiner', 'Kal\u200Dyan'],
    ['a word joiner', 'Kalyan\u2060'],
    ['a byte order mark', '\uFEFFKalyan'],
    ['a right-to-left override', 'Kalyan \u202EyaD'],
    ['a bidi isolate', 'Kalyan \u2066Day\u2069'],
    ['a line separator', 'Kalyan\u2028Day'],
    ['a tab', 'Kalyan\tDay'],
    ['a newline', 'Kalyan\nDay'],
    ['a NUL', 'Kalyan\u0000'],
    ['an escape sequence', '\u001B[31mKalyan'],
    ['a Hangul filler, which draws as nothing', 'Kalyan\u3164'],
    ['a variation selector', 'Kalyan\uFE0F'],
    ['a tag character', 'Kalyan\u{E0041}'],
    ['a lone surrogate', 'Kalyan\uD800'],
  ])('refuses %s', (_case, name) => {
    expect(messagesOf(game({ NameEn: name }))).toEqual(['Name (En) must not contain invisible or control characters']);
    expect(messagesOf(game({ NameHn: name }))).toEqual(['Name (Hi) must not contain invisible or control characters']);
  });

  it.each([
    ['an accent stacked on an accented letter', 'Kalyá\u0301n'],
    ['a dot above that merges into the dot of an i', 'Mi\u0307lan'],
    ['a mark on a letter with no accented form', 'Kalyan\u0335'],
    ['a mark on a space', 'Kalyan \u0301Day'],
  ])('refuses %s', (_case, name) => {
    expect(messagesOf(game({ NameEn: name }))).toEqual(['Name (En) must not contain stray accents or combining marks']);
  });

  it.each([
    ['a Cyrillic letter in a Latin word', 'K\u0430lyan'],
    ['a Greek letter in a Latin word', 'Kaly\u03BFn'],
    ['a Devanagari letter in a Latin word', 'Kalyanक'],
    ['Cyrillic letters in the second word', 'Milan D\u0430\u0443'],
  ])('refuses %s', (_case, name) => {
    expect(messagesOf(game({ NameEn: name }))).toEqual(['Name (En) must not mix scripts within a word']);
    expect(messagesOf(game({ NameHn: name }))).toEqual(['Name (Hi) must not mix scripts within a word']);
  });

  it('refuses a Latin name with a word written wholly in look-alike letters', () => {
    const message = 'Name (En) must not mix Latin letters with Cyrillic, Greek, Armenian or Cherokee ones';
    expect(messagesOf(game({ NameEn: '\u0405\u0430\u0456 Day' }))).toEqual([message]);
    expect(messagesOf(game({ NameEn: 'Milan \u039D\u0399\u0397\u03A4' }))).toEqual([message]);
  });

  it('takes words of different scripts, digits and punctuation, but no invisible character among them', () => {
    for (const NameEn of ['Milan Day 2', 'Sridevi (Night)', 'Kalyan-Day', 'Café Bazar']) {
      expect(parsed(game({ NameEn })).NameEn).toBe(NameEn);
    }
    for (const NameHn of ['Kalyan कल्याण', 'Москва', 'कल्याण 2']) expect(parsed(game({ NameHn })).NameHn).toBe(NameHn);
    expect(messagesOf(game({ NameEn: 'Milan Day 2\u200B' }))).toEqual([
      'Name (En) must not contain invisible or control characters',
    ]);
  });

  it('refuses an English name written wholly in other letters, look-alike or not', () => {
    for (const NameEn of ['\u0405\u0430\u0456', 'Москва', 'कल्याण']) {
      expect(messagesOf(game({ NameEn }))).toEqual(['Name (En) must be written in Latin letters']);
    }
  });

  it('accepts Hindi names, with ZWJ/ZWNJ in the Hindi name only after a virama and before a letter', () => {
    const hindi = ['दिल्ली बाजार', 'कल्याण', 'श्री गणेश', 'राजधानी नाइट', 'क्\u200Dष', 'क्\u200Cष', 'र्\u200Dया'];
    for (const NameHn of hindi) expect(parsed(game({ NameHn })).NameHn).toBe(NameHn);

    const invisible = 'Name (Hi) must not contain invisible or control characters';
    for (const NameHn of ['दि\u200Dल्ली', 'कल्याण\u200C', 'क्\u200D', 'क्\u200D1', 'क्\u200D\u200Dष']) {
      expect(messagesOf(game({ NameHn }))).toEqual([invisible]);
    }
    expect(messagesOf(game({ NameEn: 'क्\u200Dष' }))).toEqual([
      'Name (En) must not contain invisible or control characters',
    ]);
  });

  it('keeps the existing messages for blank, long and reserved names, judged after normalizing', () => {
    expect(messagesOf(game({ NameEn: ' \u00A0\u3000 ' }))).toEqual(['Name (En) is required']);
    expect(messagesOf(game({ NameEn: 'Ｋ'.repeat(61) }))).toEqual(['Name (En) must be at most 60 characters']);
    expect(parsed(game({ NameEn: `Ａ${'b'.repeat(57)}   c` })).NameEn).toHaveLength(60);
    expect(messagesOf(game({ NameEn: 'Ｃｏｕｎｔ' }))).toEqual(['This name is reserved by the site, choose another']);
  });
});

describe('result text', () => {
  const request = (result: string) => ({
    ghadiId: 'b1f5c4d2-3a4b-4c5d-8e6f-7a8b9c0d1e2f',
    result,
    dateTime: '2026-01-05',
  });
  const resultMessages = (result: string) =>
    updateResultRequestSchema.safeParse(request(result)).error?.issues.map((issue) => formRuleIn('en', issue.message));

  it.each([
    ['a right-to-left override', '\u202E21'],
    ['a right-to-left mark', '21\u200F'],
    ['a bidi isolate', '\u206721\u2069'],
    ['a zero-width space', '2\u200B1'],
    ['a soft hyphen', '2\u00AD1'],
    ['a NUL', '2\u00001'],
    ['a newline inside', '12\n34'],
    ['a newline at the end', '12\n'],
    ['an escape sequence', '\u001B[2J21'],
    ['a byte order mark', '\uFEFF21'],
    ['a private-use character', '21\uE000'],
  ])('refuses %s', (_case, result) => {
    expect(resultMessages(result)).toEqual(['result may contain only printable characters']);
  });

  it('takes letters, digits, punctuation, symbols and spaces, trimmed, and keeps the existing messages', () => {
    for (const result of ['123-45-678', 'XX', '***', '१२', '12 (34)', '₹ 5']) {
      expect(updateResultRequestSchema.parse(request(` ${result} `)).result).toBe(result);
    }
    expect(resultMessages('   ')).toEqual(['result is required']);
    expect(resultMessages('x'.repeat(21))).toEqual(['result must be at most 20 characters']);
    expect(resultMessages('\u202E'.repeat(21))).toEqual(['result may contain only printable characters']);
  });
});
