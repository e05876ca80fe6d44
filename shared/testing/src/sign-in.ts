import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** Fills a login screen and presses Login, as a person does. */
export async function signInThroughForm(user: UserEvent, name: string, password: string): Promise<void> {
  await user.type(screen.getByLabelText('Username'), name);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}
