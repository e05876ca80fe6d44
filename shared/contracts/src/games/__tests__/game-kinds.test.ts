import { formRule, formRuleIn, ghadiInputSchema } from '../../index';

const jodiGame = { NameEn: 'Kalyan', NameHn: 'कल्याण', RTime: '03:45 PM', OrderId: 1 };
const market = { ...jodiGame, Kind: 'matka', CloseTime: '05:45 PM', MarketDays: 'mon-sat' };
const refusals = (input: unknown) => ghadiInputSchema.safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('a game’s kind', () => {
  it('is left out by the spec’s clients, whose games stay as they were', () => {
    expect(ghadiInputSchema.parse(jodiGame)).toEqual(jodiGame);
    expect(ghadiInputSchema.parse({ ...jodiGame, Kind: 'jodi' })).toEqual({ ...jodiGame, Kind: 'jodi' });
  });

  it('makes a matka market with its close time and days, the close possibly after midnight', () => {
    expect(ghadiInputSchema.parse(market)).toEqual(market);
    expect(ghadiInputSchema.parse({ ...market, RTime: '09:30 PM', CloseTime: '12:05 AM', MarketDays: 'mon-sun' })).toMatchObject({ CloseTime: '12:05 AM' });
  });

  it('refuses a matka market without its close time and days', () => {
    expect(refusals({ ...jodiGame, Kind: 'matka' })).toEqual([
      ['CloseTime', formRule('required', 'closeTime')],
      ['MarketDays', formRule('required', 'marketDays')],
    ]);
  });

  it('refuses a close time or days for any other kind', () => {
    expect(refusals({ ...jodiGame, CloseTime: '05:45 PM' })).toEqual([['CloseTime', formRule('matkaOnly', 'closeTime')]]);
    expect(refusals({ ...jodiGame, Kind: 'jodi', MarketDays: 'mon-sat' })).toEqual([['MarketDays', formRule('matkaOnly', 'marketDays')]]);
  });

  it('refuses an unknown kind, unknown days, and times a market cannot be held to', () => {
    expect(refusals({ ...jodiGame, Kind: 'satta' })).toEqual([['Kind', formRule('gameKind', 'kind')]]);
    expect(refusals({ ...market, MarketDays: 'weekly' })).toEqual([['MarketDays', formRule('marketDays', 'marketDays')]]);
    expect(refusals({ ...market, CloseTime: 'evening' })).toEqual([['CloseTime', formRule('clockTime', 'closeTime')]]);
    expect(refusals({ ...market, RTime: 'afternoon' })).toEqual([['RTime', formRule('clockTime', 'resultTime')]]);
  });

  it('words its refusals in both languages', () => {
    expect(formRuleIn('en', formRule('required', 'closeTime'))).toBe('Close Time is required');
    expect(formRuleIn('hi', formRule('matkaOnly', 'marketDays'))).toBe('बाज़ार के दिन केवल मटका बाज़ार (Kind matka) के लिए है');
    expect(formRuleIn('hi', formRule('clockTime', 'closeTime'))).toBe('क्लोज़ का समय 11:30 PM जैसा समय होना चाहिए');
  });
});
