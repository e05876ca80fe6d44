import { formRule, formRuleIn, isPanna, matkaLineOf, matkaLineRefusal, nextMatkaLine, pannaSingle, parseMatkaLine, readMatkaLine, starredMatkaLine } from '../../index';

const threeDigitStrings = Array.from({ length: 1000 }, (_, n) => String(n).padStart(3, '0'));
const pannas = threeDigitStrings.filter(isPanna);

describe('pannas', () => {
  it('are exactly 220 of the 1,000 three-digit strings', () => {
    expect(pannas).toHaveLength(220);
  });

  it('rank 0 after 9 and may repeat a digit', () => {
    expect(pannas).toEqual(expect.arrayContaining(['120', '550', '000', '190', '900', '111', '123', '459', '999']));
    for (const notOne of ['012', '102', '321', '090', '009', '210', '998', '501']) expect(isPanna(notOne)).toBe(false);
  });

  it('are three digits, nothing else', () => {
    for (const text of ['12', '1234', '12a', ' 123', '१२३', '']) expect(isPanna(text)).toBe(false);
  });

  it('each single is its digit sum mod 10', () => {
    expect(pannaSingle('123')).toBe('6');
    expect(pannaSingle('459')).toBe('8');
    expect(pannaSingle('550')).toBe('0');
    expect(pannaSingle('000')).toBe('0');
    // Every single is reached by exactly 22 pannas: the chart's ten columns are balanced.
    const bySingle = new Map<string, number>();
    for (const panna of pannas) bySingle.set(pannaSingle(panna), (bySingle.get(pannaSingle(panna)) ?? 0) + 1);
    expect([...bySingle.values()]).toEqual(Array(10).fill(22));
  });
});

describe('open lines', () => {
  it('accept exactly the 220 pannas, each with its own single', () => {
    const accepted = threeDigitStrings.filter((text) => matkaLineRefusal(`${text}-${pannaSingle(text)}`) === undefined);
    expect(accepted).toEqual(pannas);
  });

  it('parse into the open panna and single', () => {
    expect(parseMatkaLine('123-6')).toEqual({ openPanna: '123', openSingle: '6' });
  });

  it('refuse a panna out of order, naming the open panna', () => {
    expect(readMatkaLine('321-6')).toEqual({ refusal: formRule('notAPanna', 'openPanna') });
  });

  it('refuse every single but the panna’s own, naming the single it must be', () => {
    for (const single of '012345789') expect(matkaLineRefusal(`123-${single}`)).toBe(formRule('singleMismatch', 'openSingle', 6));
  });
});

describe('close lines', () => {
  it('accept a line with its jodi exactly when both its pannas are pannas', () => {
    let accepted = 0;
    for (const open of threeDigitStrings) {
      const close = open.split('').reverse().join('');
      const line = `${open}-${pannaSingle(open)}${pannaSingle(close)}-${close}`;
      const good = matkaLineRefusal(line) === undefined;
      expect(good).toBe(isPanna(open) && isPanna(close));
      if (good) accepted += 1;
    }
    // Reversed, a panna stays one only when its digits are all equal (000, 111 ... 999).
    expect(accepted).toBe(10);
  });

  it('parse into all five parts', () => {
    expect(parseMatkaLine('123-68-459')).toEqual({ openPanna: '123', openSingle: '6', jodi: '68', closeSingle: '8', closePanna: '459' });
  });

  it('refuse a close panna out of order', () => {
    expect(matkaLineRefusal('123-68-945')).toBe(formRule('notAPanna', 'closePanna'));
    expect(matkaLineRefusal('213-68-459')).toBe(formRule('notAPanna', 'openPanna'));
  });

  it('refuse a jodi whose either digit is not its panna’s single', () => {
    expect(matkaLineRefusal('123-58-459')).toBe(formRule('jodiMismatch', 'jodi'));
    expect(matkaLineRefusal('123-67-459')).toBe(formRule('jodiMismatch', 'jodi'));
    expect(matkaLineRefusal('123-86-459')).toBe(formRule('jodiMismatch', 'jodi'));
  });
});

describe('text that is no line', () => {
  it.each(['123', '123-', '123-66', '123-6-459', '12-3', '123-68-45', '123 - 6', '123-6 ', 'abc-6', '45', '', '123-68-459-1'])(
    '%j is refused as no matka line',
    (text) => {
      expect(parseMatkaLine(text)).toBeUndefined();
      expect(matkaLineRefusal(text)).toBe(formRule('matkaLine', 'result'));
    },
  );
});

describe('building a line from pannas', () => {
  it('writes the open line, then the close line', () => {
    expect(matkaLineOf('123')).toBe('123-6');
    expect(matkaLineOf('123', '459')).toBe('123-68-459');
    expect(matkaLineOf('550', '000')).toBe('550-00-000');
  });

  it('builds a line the rule accepts from every panna, and none from any other text', () => {
    for (const text of threeDigitStrings) {
      const line = matkaLineOf(text);
      expect(line === undefined).toBe(!isPanna(text));
      if (line) expect(parseMatkaLine(matkaLineOf(text, text)!)).toMatchObject({ openPanna: text, closePanna: text });
    }
    expect(matkaLineOf('123', '945')).toBeUndefined();
  });
});

describe('the line a panna entered alone makes', () => {
  it('is the open line when nothing is published, or what is published is no line', () => {
    expect(nextMatkaLine(null, '123')).toBe('123-6');
    expect(nextMatkaLine('45', '123')).toBe('123-6');
  });

  it('is the close line continuing the published open, and after a close its correction', () => {
    expect(nextMatkaLine('123-6', '459')).toBe('123-68-459');
    expect(nextMatkaLine('123-68-459', '550')).toBe('123-60-550');
  });

  it('is none for anything but a panna', () => {
    for (const typed of ['321', '12', '', '1234']) {
      expect(nextMatkaLine(null, typed)).toBeUndefined();
      expect(nextMatkaLine('123-6', typed)).toBeUndefined();
    }
  });
});

describe('refusals in both languages', () => {
  const refusals = [
    formRule('matkaLine', 'result'),
    formRule('notAPanna', 'openPanna'),
    formRule('notAPanna', 'closePanna'),
    formRule('singleMismatch', 'openSingle', 6),
    formRule('jodiMismatch', 'jodi'),
    formRule('closeBeforeOpen'),
    formRule('openDiffers', 'result'),
    formRule('closeBeforeTime'),
  ];

  it('are worded in English', () => {
    expect(formRuleIn('en', formRule('notAPanna', 'openPanna'))).toBe(
      'Open panna must be a panna: three digits in ascending order, 0 counting after 9 (such as 120, 550 or 000)',
    );
    expect(formRuleIn('en', formRule('singleMismatch', 'openSingle', 6))).toBe("Open single must be 6, the last digit of its panna's digit sum");
    expect(formRuleIn('en', formRule('closeBeforeOpen'))).toBe('The close cannot be published before the open');
  });

  it('are worded in Hindi, each differently from English and with its figures', () => {
    expect(formRuleIn('hi', formRule('singleMismatch', 'openSingle', 6))).toBe('ओपन अंक 6 होना चाहिए, यानी उसके पाने के अंकों के जोड़ का आख़िरी अंक');
    for (const refusal of refusals) {
      const hindi = formRuleIn('hi', refusal);
      expect(hindi).not.toBe(formRuleIn('en', refusal));
      expect(hindi).toMatch(/[\u0900-\u097f]/);
      expect(hindi).not.toMatch(/[{}]/);
    }
  });
});

describe('a line with its undeclared part as stars', () => {
  it('is all stars before the open, starred after the open, whole after the close', () => {
    expect(starredMatkaLine(null)).toBe('***-**-***');
    expect(starredMatkaLine('123-6')).toBe('123-6*-***');
    expect(starredMatkaLine('123-68-459')).toBe('123-68-459');
  });

  it('leaves any other text as it is', () => {
    for (const text of ['42', 'XX', '123', '123-', '1234-6']) expect(starredMatkaLine(text)).toBe(text);
  });
});
