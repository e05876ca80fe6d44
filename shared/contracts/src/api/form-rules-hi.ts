import type { SiteLanguage } from './languages';

/** The fields as the forms' rules name them, in Hindi. */
const fieldNamesHi: Record<string, string> = {
  Username: 'यूज़रनेम',
  Password: 'पासवर्ड',
  'Display name': 'दिखने वाला नाम',
  Email: 'ईमेल',
  'Name (En)': 'नाम (अंग्रेज़ी)',
  'Name (Hi)': 'नाम (हिंदी)',
  'Result Time': 'रिजल्ट का समय',
  'Order ID': 'क्रम संख्या',
  Title: 'शीर्षक',
  Slug: 'स्लग',
  Content: 'कंटेंट',
  result: 'रिजल्ट',
  dateTime: 'तारीख',
  date: 'तारीख',
  User_Id: 'एजेंट',
};

/**
 * The rules of the forms' fields (the same the server's validation sends), as `<field> <rule>`: each shape
 * in Hindi, given the field's Hindi name and the figure it names.
 */
const ruleShapesHi: Array<[RegExp, (field: string, figure: string) => string]> = [
  [/^(.+) is required$/, (field) => `${field} ज़रूरी है`],
  [/^(.+) must be at most (\d+) characters$/, (field, figure) => `${field} में अधिकतम ${figure} अक्षर हो सकते हैं`],
  [/^(.+) must be at least (\d+) characters$/, (field, figure) => `${field} में कम से कम ${figure} अक्षर होने चाहिए`],
  [/^(.+) must be a number$/, (field) => `${field} एक संख्या होनी चाहिए`],
  [/^(.+) must be a whole number$/, (field) => `${field} एक पूर्ण संख्या होनी चाहिए`],
  [/^(.+) must be 0 or more$/, (field) => `${field} 0 या उससे अधिक होनी चाहिए`],
  [/^(.+) must be at most (\d+)$/, (field, figure) => `${field} अधिकतम ${figure} हो सकती है`],
  [/^(.+) must not contain invisible or control characters$/, (field) => `${field} में अदृश्य या नियंत्रण अक्षर नहीं हो सकते`],
  [/^(.+) must not contain stray accents or combining marks$/, (field) => `${field} में अलग से लगे मात्रा-चिह्न नहीं हो सकते`],
  [/^(.+) must not mix scripts within a word$/, (field) => `${field} के एक शब्द में दो लिपियाँ नहीं मिल सकतीं`],
  [
    /^(.+) must not mix Latin letters with Cyrillic, Greek, Armenian or Cherokee ones$/,
    (field) => `${field} में लैटिन अक्षरों के साथ सिरिलिक, ग्रीक, आर्मेनियाई या चेरोकी अक्षर नहीं मिल सकते`,
  ],
  [/^(.+) must be written in Latin letters$/, (field) => `${field} लैटिन अक्षरों में लिखा होना चाहिए`],
  [/^(.+) must be a valid email address$/, (field) => `${field} एक सही ईमेल पता होना चाहिए`],
  [/^(.+) may contain only letters, digits, dot, dash and underscore$/, (field) => `${field} में केवल अक्षर, अंक, बिंदु, डैश और अंडरस्कोर हो सकते हैं`],
  [/^(.+) may contain only lower-case letters, digits and dashes$/, (field) => `${field} में केवल छोटे अक्षर, अंक और डैश हो सकते हैं`],
  [/^(.+) may contain only printable characters$/, (field) => `${field} में केवल छपने योग्य अक्षर हो सकते हैं`],
  [/^(.+) must be a date in the form YYYY-MM-DD$/, (field) => `${field} YYYY-MM-DD रूप में होनी चाहिए`],
  [/^(.+) must be a real calendar date( in the form YYYY-MM-DD)?$/, (field) => `${field} कैलेंडर की सही तारीख (YYYY-MM-DD) होनी चाहिए`],
];

/** The rules that name no field. */
const plainRulesHi: Record<string, string> = {
  Required: 'ज़रूरी है',
  'Select at least one ghadi': 'कम से कम एक घड़ी चुनें',
  'At most 200 ghadis at once': 'एक बार में अधिकतम 200 घड़ियाँ',
  'This name is reserved by the site, choose another': 'यह नाम साइट के लिए आरक्षित है, कोई दूसरा चुनें',
  'enter the 6 digits of your app or a recovery code': 'अपने ऐप के 6 अंक या कोई रिकवरी कोड डालें',
  'give the passkey a name': 'पासकी को नाम दें',
  'give the token a name': 'टोकन को नाम दें',
  'at most 60 characters': 'अधिकतम 60 अक्षर',
  '7, 30, 90 or 365': '7, 30, 90 या 365',
  'The passwords do not match': 'दोनों पासवर्ड एक जैसे नहीं हैं',
};

function ruleIn(rule: string): string {
  const plain = plainRulesHi[rule];
  if (plain !== undefined) return plain;
  for (const [shape, hindi] of ruleShapesHi) {
    const [, field, figure = ''] = shape.exec(rule) ?? [];
    const fieldHi = field === undefined ? undefined : fieldNamesHi[field];
    if (fieldHi !== undefined) return hindi(fieldHi, figure);
  }
  return rule;
}

/**
 * A form's rule (a contracts schema's message, "rule" or "field: rule; field: rule") in `language`: the
 * schemas word their rules in English, and the rules this table knows have their Hindi; any other as it is.
 */
export function formRuleIn(language: SiteLanguage, message: string): string {
  if (language === 'en') return message;
  return message
    .split('; ')
    .map((part) => {
      const at = part.indexOf(': ');
      return at === -1 ? ruleIn(part) : `${part.slice(0, at)}: ${ruleIn(part.slice(at + 2))}`;
    })
    .join('; ');
}
