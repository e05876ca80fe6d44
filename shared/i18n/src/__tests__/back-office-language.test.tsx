import { act, render, screen } from '@testing-library/react';
import { chooseBackOfficeLanguage, readBackOfficeLanguage, useBackOfficeLanguage } from '../index';

function Shown() {
  return <p>{useBackOfficeLanguage()}</p>;
}

afterEach(() => window.localStorage.clear());

test('the back offices are in English until Hindi is chosen, which the browser remembers and every screen follows', () => {
  render(<Shown />);
  expect(screen.getByText('en')).toBeInTheDocument();

  act(() => chooseBackOfficeLanguage('hi'));

  expect(screen.getByText('hi')).toBeInTheDocument();
  expect(window.localStorage.getItem('ghadi.language')).toBe('hi');
  expect(readBackOfficeLanguage()).toBe('hi');
});

test('a language chosen in another tab is followed here', () => {
  render(<Shown />);

  act(() => {
    window.localStorage.setItem('ghadi.language', 'hi');
    window.dispatchEvent(new StorageEvent('storage', { key: 'ghadi.language' }));
  });

  expect(screen.getByText('hi')).toBeInTheDocument();
});

test('anything else stored reads as English', () => {
  window.localStorage.setItem('ghadi.language', 'fr');

  expect(readBackOfficeLanguage()).toBe('en');
});
