import {
  agentCreateSchema,
  answerMessages,
  contentBlockInputSchema,
  errorCodes,
  errorMessages,
  formRule,
  formRuleIn,
  ghadiInputSchema,
  holidayParamsSchema,
  serverMessageIn,
  serverMessages,
  updateResultRequestSchema,
  userMapCreateSchema,
  type MessageKey,
  type MessageParams,
} from '../../index';

type WordedKey = { [K in MessageKey]: (typeof serverMessages)[K] extends string ? never : K }[MessageKey];

// What each message worded from names gets here: the type makes a new one without a sample an error.
const samples: { [K in WordedKey]: MessageParams<K> } = {
  pushGamesNotFound: [['Kalyan', 'Milan Day']],
  ghadisNotFound: [[7, 9]],
  ghadisAlreadyAssigned: [['Kalyan', 'Milan Day']],
  importNotCsv: ['Quote Not Closed at line 4'],
  importMissingColumns: [['result', 'date']],
  importRowsRefused: [3],
  importUnknownGame: ['Kalyan'],
  importDuplicate: [12],
  resultsImported: [41],
  invalidRequest: [[{ field: 'result', text: formRule('required', 'result') }, { field: 'dateTime', text: formRule('missing') }]],
  otherSessionsEnded: [2],
  agentSessionsEnded: [5],
};

// What a wording must carry over whatever the language: figures, formats ("YYYY-MM.csv") and a leading field name.
const marks = (text: string) => [...text.matchAll(/\d+|YYYY[\w.-]*|^[\w.]+:(?= )/g)].map(([mark]) => mark).sort();

const keys = Object.keys(serverMessages) as MessageKey[];
const worded = (key: MessageKey, language: 'en' | 'hi') =>
  (serverMessageIn as (language: 'en' | 'hi', key: MessageKey, ...params: unknown[]) => string)(
    language,
    key,
    ...((samples as Record<string, unknown[]>)[key] ?? []),
  );

test('every error code is a key of the errors table, and no key is both an error and an answer', () => {
  expect(errorCodes).toEqual(Object.keys(errorMessages));
  expect(Object.keys(answerMessages).filter((key) => key in errorMessages)).toEqual([]);
  expect(keys).toHaveLength(errorCodes.length + Object.keys(answerMessages).length);
});

test.each(keys)('%s has its wording in both languages, from the same parameters', (key) => {
  const [inEnglish, inHindi] = [worded(key, 'en'), worded(key, 'hi')];
  expect(inHindi).not.toBe(inEnglish);
  expect(inHindi).toMatch(/[\u0900-\u097F]/);
  expect(marks(inHindi)).toEqual(marks(inEnglish));
  // Whatever the wording fills in appears in both, as given.
  for (const given of JSON.stringify((samples as Record<string, unknown>)[key] ?? []).match(/[A-Z][\w ]+|\d+/g) ?? []) {
    if (key === 'invalidRequest') continue;
    expect([given, inEnglish.includes(given), inHindi.includes(given)]).toEqual([given, true, true]);
  }
});

test('a message is worded from its code and what it names, in the language asked for', () => {
  expect(serverMessageIn('hi', 'ghadisNotFound', [7, 9])).toBe('घड़ी नहीं मिली: 7, 9');
  expect(serverMessageIn('en', 'ghadisNotFound', [7, 9])).toBe('Ghadi not found: 7, 9');
  expect(serverMessageIn('hi', 'importRowsRefused', 3)).toBe('3 पंक्ति(याँ) अस्वीकार: कुछ भी इम्पोर्ट नहीं हुआ');
  expect(serverMessageIn('hi', 'resultUpdated')).toBe('रिजल्ट अपडेट हुआ!');
  expect(serverMessageIn('en', 'resultUpdated')).toBe(serverMessages.resultUpdated);
});

test('a validation message keeps its fields and words each rule in the language asked for', () => {
  const issues = [
    { field: 'result', text: formRule('required', 'result') },
    { field: 'dateTime', text: formRule('missing') },
  ];
  expect(serverMessageIn('en', 'invalidRequest', issues)).toBe('result: result is required; dateTime: Required');
  expect(serverMessageIn('hi', 'invalidRequest', issues)).toBe('result: रिजल्ट ज़रूरी है; dateTime: ज़रूरी है');
  // A message that names no rule (zod's own) stays as sent, rather than be guessed.
  expect(formRuleIn('hi', 'Unrecognized key: "extra"')).toBe('Unrecognized key: "extra"');
});

test("a rule is worded from its key, its field and its figure, whatever the schema's own figure", () => {
  const longerName = formRule('maxChars', 'nameEn', 75);
  expect(formRuleIn('en', longerName)).toBe('Name (En) must be at most 75 characters');
  expect(formRuleIn('hi', longerName)).toBe('नाम (अंग्रेज़ी) में अधिकतम 75 अक्षर हो सकते हैं');
  const [tooLong] = ghadiInputSchema.safeParse({ NameEn: 'x'.repeat(61), NameHn: 'क', RTime: 'x', OrderId: 1 }).error?.issues ?? [];
  expect(formRuleIn('en', tooLong!.message)).toBe('Name (En) must be at most 60 characters');
  expect(formRuleIn('hi', tooLong!.message)).toBe('नाम (अंग्रेज़ी) में अधिकतम 60 अक्षर हो सकते हैं');
  expect(formRuleIn('hi', formRule('maxGhadis', undefined, 50))).toBe('एक बार में अधिकतम 50 घड़ियाँ');
});

/** Every message a schema gives `input`, in Hindi. */
function rulesInHindi(schema: { safeParse(input: unknown): { error?: { issues: readonly { message: string }[] } } }, input: unknown) {
  return (schema.safeParse(input).error?.issues ?? []).map((issue) => formRuleIn('hi', issue.message));
}

const long = (length: number, letter = 'a') => letter.repeat(length);

// What the back offices' forms check before sending (the server checks the same): each rule a form can show.
const formRules: Array<[string, ReturnType<typeof rulesInHindi>]> = [
  ['agent, empty', rulesInHindi(agentCreateSchema, { UserName: '', DisplayName: '', email: '', Password: '', UserType: 'agent', isActive: true })],
  [
    'agent, too long or badly written',
    rulesInHindi(agentCreateSchema, { UserName: 'a b', DisplayName: long(101), email: 'not-mail', Password: 'short', UserType: 'agent', isActive: true }),
  ],
  ['agent, too long', rulesInHindi(agentCreateSchema, { UserName: long(65), DisplayName: 'x', email: `${long(250)}@x.in`, Password: long(129), UserType: 'agent', isActive: true })],
  ['game, empty', rulesInHindi(ghadiInputSchema, { NameEn: '', NameHn: '', RTime: '', OrderId: '' })],
  ['game, look-alike names', rulesInHindi(ghadiInputSchema, { NameEn: 'Kalyаn', NameHn: 'क\u0000', RTime: long(21), OrderId: '-1' })],
  ['game, scripts and marks', rulesInHindi(ghadiInputSchema, { NameEn: 'कKalyan', NameHn: '\u0301क', RTime: 'x', OrderId: 2_000_000 })],
  ['game, reserved or long', rulesInHindi(ghadiInputSchema, { NameEn: 'count', NameHn: long(61, 'क'), RTime: 'x', OrderId: 1.5 })],
  ['game, Latin only', rulesInHindi(ghadiInputSchema, { NameEn: 'कल्याण', NameHn: 'कल्याण', RTime: 'x', OrderId: 1 })],
  ['content block, empty', rulesInHindi(contentBlockInputSchema, { Title: '', Slug: '', Content: '' })],
  ['content block, bad slug', rulesInHindi(contentBlockInputSchema, { Title: long(201), Slug: 'About Us', Content: long(100_001) })],
  ['content block, long slug', rulesInHindi(contentBlockInputSchema, { Title: 'x', Slug: long(101), Content: 'x' })],
  ['result, empty', rulesInHindi(updateResultRequestSchema, { ghadiId: 1, result: '', dateTime: '' })],
  ['result, bad', rulesInHindi(updateResultRequestSchema, { ghadiId: 1, result: '4\u0007', dateTime: '2026-02-30' })],
  ['holiday', rulesInHindi(holidayParamsSchema, { ghadiId: '00000000-0000-4000-8000-000000000001', date: '2026-13-01' })],
  ['assignment, none', rulesInHindi(userMapCreateSchema, { User_Id: 0, GID: [] })],
];

test.each(formRules)("the back offices' form rules are all in Hindi (%s)", (_, messages) => {
  expect(messages.length).toBeGreaterThan(0);
  for (const message of messages) {
    // The date format is written as the field takes it.
    expect([message, message.replace(/YYYY-MM-DD/g, '').match(/[A-Za-z]{2,}/g)]).toEqual([message, null]);
  }
});
