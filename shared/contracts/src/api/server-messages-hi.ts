import { serverMessages, type MessageKey, type MessageParams } from './server-messages';
import type { SiteLanguage } from './languages';

/** A message function's Hindi takes what the English one takes (names, a count), and words it itself. */
type InHindi<T> = T extends (...params: infer P) => string ? (...params: P) => string : string;

/**
 * The server's messages in Hindi, key for key (the type makes a missing one an error). The server sends
 * these to a client that asks for Hindi (Accept-Language: hi, as the back offices do when shown in Hindi).
 */
export const serverMessagesHi: { [K in MessageKey]: InHindi<(typeof serverMessages)[K]> } = {
  invalidCredentials: 'यूज़रनेम या पासवर्ड गलत है',
  tooManyAttempts: 'लॉगिन की बहुत ज़्यादा कोशिशें हुईं, कृपया बाद में फिर कोशिश करें',
  loginBusy: 'अभी बहुत सारे साइन-इन जाँचे जा रहे हैं, कृपया कुछ सेकंड बाद फिर कोशिश करें',
  signInRequired: 'कृपया साइन इन करें',
  sessionEnded: 'आपका सत्र समाप्त हो गया है, कृपया फिर से साइन इन करें',
  forbidden: 'आपको यह करने की अनुमति नहीं है',
  notAuthorizedForGhadi: 'इस घड़ी के लिए अनुमति नहीं है',
  ghadiNotFound: 'घड़ी नहीं मिली',
  notFound: 'नहीं मिला',
  agentNotFound: 'एजेंट नहीं मिला',
  usernameTaken: 'यह यूज़रनेम पहले से मौजूद है',
  ghadiNameTaken: 'इस अंग्रेज़ी नाम की घड़ी पहले से मौजूद है',
  assignmentNotFound: 'असाइनमेंट नहीं मिला',
  notAnAgent: 'घड़ियाँ केवल एजेंटों को दी जा सकती हैं',
  agentInactive: 'यह एजेंट निष्क्रिय है',
  contentBlockNotFound: 'कंटेंट ब्लॉक नहीं मिला',
  slugTaken: 'यह स्लग पहले से मौजूद है',
  internal: 'हमारी ओर से कुछ गड़बड़ हुई, कृपया फिर कोशिश करें',
  databaseUnavailable: 'साइट अभी उपलब्ध नहीं है, कृपया थोड़ी देर में फिर कोशिश करें',
  busy: 'साइट अभी व्यस्त है; कृपया कुछ सेकंड बाद फिर कोशिश करें',
  streamFull: 'अभी बहुत सारे लाइव कनेक्शन हैं; पेज अपने आप रीफ़्रेश होगा',
  streamPerAddressFull: 'आपके पते से बहुत सारे लाइव कनेक्शन हैं; पेज अपने आप रीफ़्रेश होगा',
  futureDate: 'तारीख भविष्य की नहीं हो सकती',
  holidayNoResult: 'उस तारीख को इस घड़ी का अवकाश है: उसका कोई रिजल्ट प्रकाशित नहीं हो सकता',
  resultAlreadyPublished: 'इस तारीख का रिजल्ट पहले से प्रकाशित है',
  resultChangedMeanwhile: 'इस बीच रिजल्ट बदल दिया गया',
  holidayHasResult: 'उस तारीख का रिजल्ट पहले से प्रकाशित है; अवकाश नहीं लगाया जा सकता',
  holidayNotFound: 'अवकाश नहीं मिला',
  resultNotFound: 'रिजल्ट नहीं मिला',
  pushOff: 'इस साइट पर पुश सूचनाएँ सेट नहीं हैं',
  pushEndpointNotAllowed: 'subscription.endpoint: ब्राउज़र की पुश सेवा का पता होना चाहिए',
  pushGamesNotFound: (ids) => `ghadiIds: ऐसा कोई गेम नहीं: ${ids.join(', ')}`,
  tooManyRequests: 'आपके पते से बहुत ज़्यादा अनुरोध, कृपया एक मिनट बाद फिर कोशिश करें',
  downloadMonthFileName: 'फ़ाइल का नाम YYYY-MM.csv या YYYY-MM.json होना चाहिए, वर्ष 2000 से 2100 का कोई महीना',
  downloadYearFileName: 'फ़ाइल का नाम YYYY.csv या YYYY.json होना चाहिए, 2000 से 2100 तक का कोई वर्ष',
  feedFileName: 'फ़ाइल का नाम गेम के पते वाला नाम और उसके बाद .atom होना चाहिए',
  contentEmptyWhenSanitized: 'Content: असुरक्षित HTML हटाने के बाद कुछ नहीं बचता',
  ghadisNotFound: (gids) => `घड़ी नहीं मिली: ${gids.join(', ')}`,
  ghadisAlreadyAssigned: (names) => `घड़ी पहले से दी गई है: ${names.join(', ')}`,
  importEmpty: 'फ़ाइल खाली है: इसमें हेडर लाइन और कम से कम एक पंक्ति होनी चाहिए',
  importNotCsv: (detail) => `फ़ाइल सही CSV नहीं है: ${detail}`,
  importMissingColumns: (columns) => `हेडर लाइन में ये कॉलम नहीं हैं: ${columns.join(', ')}`,
  importTooLarge: 'फ़ाइल बहुत बड़ी है: अधिकतम 16 MB CSV भेजें',
  importNotText: 'फ़ाइल text/csv के रूप में भेजें',
  importRowsRefused: (count) => `${count} पंक्ति(याँ) अस्वीकार: कुछ भी इम्पोर्ट नहीं हुआ`,
  importUnknownGame: (game) => `अज्ञात गेम: ${game}`,
  importGameMismatch: 'game और gid कॉलम अलग-अलग गेम बताते हैं',
  importBadDate: 'तारीख YYYY-MM-DD रूप में कैलेंडर की सही तारीख होनी चाहिए',
  importFutureDate: 'तारीख आज के बाद की है',
  importHoliday: 'उस तारीख को गेम का अवकाश है',
  importDuplicate: (firstRow) => `पंक्ति ${firstRow} जैसा ही गेम और तारीख`,
  resultsImported: (count) => `${count} रिजल्ट इम्पोर्ट हुए`,
  invalidJson: 'अनुरोध का बॉडी सही JSON नहीं है',
  emptyJson: 'अनुरोध का बॉडी खाली है',
  unsupportedMediaType: 'असमर्थित कंटेंट टाइप, application/json भेजें',
  bodyTooLarge: 'अनुरोध का बॉडी बहुत बड़ा है',
  badUrl: 'पता सही नहीं है',
  urlTooLong: 'पता बहुत लंबा है',
  requestCutOff: 'अनुरोध पूरा पहुँचने से पहले ही कट गया',
  requestTimedOut: 'अनुरोध पहुँचने में बहुत समय लगा',
  headersTooLarge: 'अनुरोध के हेडर बहुत बड़े हैं',
  notHttp: 'अनुरोध सही HTTP नहीं है',
  loginSuccessful: 'लॉगिन सफल',
  loggedOut: 'लॉग आउट हो गया',
  agentCreated: 'एजेंट बनाया गया',
  agentUpdated: 'एजेंट अपडेट हुआ',
  agentDeleted: 'एजेंट हटाया गया',
  ghadiCreated: 'घड़ी बनाई गई',
  ghadiUpdated: 'घड़ी अपडेट हुई',
  ghadiDeleted: 'घड़ी हटाई गई',
  ghadiAssigned: 'घड़ी दी गई',
  assignmentDeleted: 'असाइनमेंट हटाया गया',
  contentBlockCreated: 'कंटेंट सफलतापूर्वक जोड़ा गया।',
  contentBlockUpdated: 'कंटेंट सफलतापूर्वक अपडेट हुआ।',
  contentBlockDeleted: 'सफलतापूर्वक हटाया गया।',
  resultUpdated: 'रिजल्ट अपडेट हुआ!',
  holidayMarked: 'अवकाश लगाया गया',
  holidayRemoved: 'अवकाश हटाया गया',
  secondFactorNeeded: 'अपने ऑथेंटिकेटर ऐप का कोड, कोई रिकवरी कोड डालें या पासकी इस्तेमाल करें',
  invalidCode: 'यह कोड सही नहीं है',
  challengeEnded: 'यह साइन-इन समाप्त हो गया है, कृपया फिर से पासवर्ड डालें',
  totpAlreadyOn: 'ऑथेंटिकेटर ऐप से दो-चरणीय साइन-इन पहले से चालू है',
  totpNotStarted: 'पहले ऑथेंटिकेटर ऐप सेट करना शुरू करें',
  totpNotOn: 'ऑथेंटिकेटर ऐप से दो-चरणीय साइन-इन चालू नहीं है',
  wrongPassword: 'पासवर्ड सही नहीं है',
  enrolmentRequired: 'आगे बढ़ने से पहले दो-चरणीय साइन-इन सेट करें',
  passkeyRefused: 'पासकी की पुष्टि नहीं हो सकी',
  passkeyNotFound: 'पासकी नहीं मिली',
  passkeyNameTaken: 'इस नाम की पासकी आपके पास पहले से है',
  sessionNotFound: 'सत्र नहीं मिला',
  apiTokenNotFound: 'टोकन नहीं मिला',
  apiTokensAgentsOnly: 'एपीआई टोकन केवल एजेंटों के लिए हैं',
  apiTokenScope: "एपीआई टोकन केवल अपने एजेंट की घड़ियों के परिणाम प्रकाशित कर सकता है",
  apiTokenEnded: 'इस एपीआई टोकन की अवधि समाप्त हो गई है या इसे रद्द कर दिया गया है',
  totpStarted: 'अपने ऑथेंटिकेटर ऐप से कोड स्कैन करें, फिर वह जो कोड दिखाए उसे डालें',
  totpEnabled: 'दो-चरणीय साइन-इन चालू है। अपने रिकवरी कोड सुरक्षित जगह रखें: ये दोबारा नहीं दिखाए जाएँगे।',
  totpDisabled: 'ऑथेंटिकेटर ऐप से दो-चरणीय साइन-इन बंद है',
  passkeyAdded: 'पासकी जोड़ी गई',
  passkeyRemoved: 'पासकी हटाई गई',
  oneSessionEnded: 'सत्र समाप्त किया गया',
  otherSessionsEnded: (count) => `${count} अन्य सत्र समाप्त किए गए`,
  agentSessionsEnded: (count) => `एजेंट के ${count} सत्र समाप्त किए गए`,
  apiTokenCreated: 'टोकन बन गया: इसे अभी कॉपी करें, यह दोबारा नहीं दिखाया जाएगा',
  apiTokenRevoked: 'टोकन रद्द किया गया',
  reauthRequired: 'पुष्टि करें कि यह आप हैं: अपना पासवर्ड फिर से डालें',
  reauthFactorNeeded: 'code: अपने ऑथेंटिकेटर ऐप का कोड, कोई रिकवरी कोड डालें या पासकी इस्तेमाल करें',
  secondStepLocked: 'बहुत सारे गलत कोड: इस खाते का दूसरा चरण कुछ समय के लिए बंद है, कृपया बाद में फिर कोशिश करें',
  lastActiveAdmin: 'आख़िरी सक्रिय एडमिन को निष्क्रिय नहीं किया जा सकता',
  adminNotFound: 'एडमिन नहीं मिला',
  invalidRequest: (issues) => issues.map(({ field, text }) => `${field}: ${formRuleIn('hi', text)}`).join('; '),
  requestNotValid: 'अनुरोध सही नहीं है',
  metricsTokenRequired: 'मेट्रिक्स टोकन बेयरर टोकन के रूप में भेजें',
  passwordChanged: 'पासवर्ड बदल दिया गया',
  adminCreated: 'एडमिन बनाया गया',
  adminUpdated: 'एडमिन अपडेट हुआ',
};

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

/** The message `key` of the server's table in `language`, worded from what it names (`params`). */
export function serverMessageIn<K extends MessageKey>(language: SiteLanguage, key: K, ...params: MessageParams<K>): string {
  const wording = (language === 'hi' ? serverMessagesHi : serverMessages)[key] as string | ((...given: MessageParams<K>) => string);
  return typeof wording === 'string' ? wording : wording(...params);
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
