import { messageIn, serverMessages, serverMessagesHi } from '../index';

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
