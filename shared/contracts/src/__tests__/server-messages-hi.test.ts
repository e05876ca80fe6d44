import {
  agentCreateSchema,
  contentBlockInputSchema,
  ghadiInputSchema,
  holidayParamsSchema,
  messageIn,
  serverMessages,
  serverMessagesHi,
  updateResultRequestSchema,
  userMapCreateSchema,
} from '../index';

test('every message of the server has a Hindi text of its own', () => {
  for (const key of Object.keys(serverMessages) as Array<keyof typeof serverMessages>) {
    const english = serverMessages[key];
    const hindi = serverMessagesHi[key];
    const sample = typeof english === 'string' ? english : (english as (detail: string[]) => string)(['Kalyan']);
    const translated = typeof hindi === 'string' ? hindi : hindi('Kalyan');
    expect([key, translated !== sample && /[\u0900-\u097F]/.test(translated)]).toEqual([key, true]);
  }
});

test('a message is found in Hindi whatever its table entry filled in; English is left as it is', () => {
  expect(messageIn('hi', serverMessages.ghadisNotFound([7, 9]))).toBe('घड़ी नहीं मिली: 7, 9');
  expect(messageIn('hi', serverMessages.importRowsRefused(3))).toBe('3 पंक्ति(याँ) अस्वीकार: कुछ भी इम्पोर्ट नहीं हुआ');
  expect(messageIn('hi', serverMessages.resultUpdated)).toBe(serverMessagesHi.resultUpdated);
  expect(messageIn('en', serverMessages.resultUpdated)).toBe(serverMessages.resultUpdated);
});

test('a validation message keeps its fields and words the rules it knows in Hindi', () => {
  expect(messageIn('hi', 'result: result is required; dateTime: Required')).toBe('result: रिजल्ट ज़रूरी है; dateTime: ज़रूरी है');
  expect(messageIn('hi', 'result is required')).toBe('रिजल्ट ज़रूरी है');
  // A rule it does not know stays as sent, rather than be guessed.
  expect(messageIn('hi', 'name: name is too long')).toBe('name: name is too long');
});

/** Every message a schema gives `input`, in Hindi. */
function rulesInHindi(schema: { safeParse(input: unknown): { error?: { issues: readonly { message: string }[] } } }, input: unknown) {
  return (schema.safeParse(input).error?.issues ?? []).map((issue) => messageIn('hi', issue.message));
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
