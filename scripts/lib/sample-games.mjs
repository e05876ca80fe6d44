// Forty games shaped like the real site's (which list 30 to 60): English and Hindi names, result times spread
// over the day.
const names = [
  ['Desawar', 'देसावर'],
  ['Faridabad', 'फरीदाबाद'],
  ['Ghaziabad', 'गाजियाबाद'],
  ['Gali', 'गली'],
  ['Delhi Bazar', 'दिल्ली बाजार'],
  ['Shri Ganesh', 'श्री गणेश'],
  ['Agra', 'आगरा'],
  ['Alwar', 'अलवर'],
  ['Ajmer', 'अजमेर'],
  ['Bikaner', 'बीकानेर'],
  ['Jaipur', 'जयपुर'],
  ['Kota', 'कोटा'],
  ['Lucknow', 'लखनऊ'],
  ['Kanpur', 'कानपुर'],
  ['Meerut', 'मेरठ'],
  ['Noida', 'नोएडा'],
  ['Gurgaon', 'गुड़गांव'],
  ['Patna', 'पटना'],
  ['Ranchi', 'रांची'],
  ['Indore', 'इंदौर'],
  ['Bhopal', 'भोपाल'],
  ['Nagpur', 'नागपुर'],
  ['Pune', 'पुणे'],
  ['Nashik', 'नासिक'],
  ['Surat', 'सूरत'],
  ['Vadodara', 'वडोदरा'],
  ['Rajkot', 'राजकोट'],
  ['Udaipur', 'उदयपुर'],
  ['Jodhpur', 'जोधपुर'],
  ['Varanasi', 'वाराणसी'],
  ['Prayagraj', 'प्रयागराज'],
  ['Dehradun', 'देहरादून'],
  ['Haridwar', 'हरिद्वार'],
  ['Amritsar', 'अमृतसर'],
  ['Ludhiana', 'लुधियाना'],
  ['Shimla', 'शिमला'],
  ['Gwalior', 'ग्वालियर'],
  ['Jabalpur', 'जबलपुर'],
  ['Raipur', 'रायपुर'],
  ['Bareilly', 'बरेली'],
];

function resultTime(index) {
  // One draw every 45 minutes from 08:00 AM for the first twenty, the next twenty 20 minutes after each.
  const minutes = 8 * 60 + (index % 20) * 45 + (index >= 20 ? 20 : 0);
  const hour24 = Math.floor(minutes / 60);
  const hour12 = ((hour24 + 11) % 12) + 1;
  const pad = (value) => String(value).padStart(2, '0');
  return `${pad(hour12)}:${pad(minutes % 60)} ${hour24 < 12 ? 'AM' : 'PM'}`;
}

/** The bodies of POST /api/ghadis for the first `count` games. */
export function gameInputs(count) {
  return names.slice(0, count).map(([NameEn, NameHn], index) => ({
    NameEn,
    NameHn,
    RTime: resultTime(index),
    OrderId: index + 1,
  }));
}

/**
 * A two-digit result, fixed per game and day so every run serves the same bytes, and as irregular as real
 * draws: a pattern gzip can follow would make pages (and their data) look smaller than real ones.
 */
export function resultFor(gameIndex, dayIndex) {
  // A 32-bit integer hash of both indexes (the multiply-xorshift kind).
  let hash = Math.imul(gameIndex + 1, 0x9e3779b1) ^ Math.imul(dayIndex + 1, 0x85ebca6b);
  hash = Math.imul(hash ^ (hash >>> 16), 0x45d9f3b);
  hash = Math.imul(hash ^ (hash >>> 16), 0x45d9f3b);
  hash ^= hash >>> 16;
  return String((hash >>> 0) % 100).padStart(2, '0');
}
