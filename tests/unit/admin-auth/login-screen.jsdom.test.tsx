// @vitest-environment jsdom
import { Suspense } from 'react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { LoginScreen } from '../../../src/admin/auth/LoginScreen';
import { SignInDialog } from '../../../src/admin/auth/SignInDialog';
import { LanguageOfAddress } from '../../../src/i18n/language';
import { installMatchMedia } from '../support/render-blocks';

beforeAll(installMatchMedia);
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

/** The admin's own sign-in screen at an address, its language that of the address, as in the app. */
async function openAt(address: string) {
  await act(async () => {
    render(
      <MemoryRouter initialEntries={[address]}>
        <LanguageOfAddress>
          <Suspense fallback="loading">
            <Routes>
              <Route path="/admin/login" element={<LoginScreen />} />
              <Route path="/sw/admin/login" element={<LoginScreen />} />
              <Route path="/sw/admin/dashboard" element={<p>the Kiswahili dashboard</p>} />
            </Routes>
          </Suspense>
        </LanguageOfAddress>
      </MemoryRouter>,
    );
  });
  // A Kiswahili screen waits once for its strings.
  await screen.findByRole('button', { name: /^(Sign in|Ingia)$/ });
}

async function submit(username: string, password: string, button: string) {
  fireEvent.change(screen.getByLabelText(/^(Username|Jina la mtumiaji)/), { target: { value: username } });
  fireEvent.change(screen.getByLabelText(/^(Password|Nenosiri)/), { target: { value: password } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: button }));
  });
}

it('counts a lock down second by second from what the server says, then opens the form again', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ retryAfterSeconds: 3 }), { status: 429 })),
  );
  await openAt('/sw/admin/login');
  vi.useFakeTimers();
  await submit('admin', 'wrong-password', 'Ingia');
  const timer = screen.getByRole('timer');
  expect(timer.textContent).toBe('Majaribio mengi yameshindwa. Jaribu tena baada ya sekunde 3.');
  expect((screen.getByRole('button', { name: 'Ingia' }) as HTMLButtonElement).disabled).toBe(true);
  act(() => vi.advanceTimersByTime(1000));
  expect(timer.textContent).toBe('Majaribio mengi yameshindwa. Jaribu tena baada ya sekunde 2.');
  act(() => vi.advanceTimersByTime(2000));
  expect(screen.queryByRole('timer')).toBeNull();
  expect((screen.getByRole('button', { name: 'Ingia' }) as HTMLButtonElement).disabled).toBe(false);
});

it('signs in to the dashboard in the language of its address', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{"success":true}', { status: 200 })),
  );
  await openAt('/sw/admin/login');
  await submit('admin', 'the-password', 'Ingia');
  expect(await screen.findByText('the Kiswahili dashboard')).toBeTruthy();
});

it('signing in again over the editor counts the same lock down', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ retryAfterSeconds: 2 }), { status: 429 })),
  );
  await act(async () => {
    render(
      <SignInDialog
        open
        title="Sign in again"
        text="Your session has ended."
        submitLabel="Sign in and publish"
        onSignedIn={() => undefined}
        onCancel={() => undefined}
      />,
    );
  });
  vi.useFakeTimers();
  await submit('admin', 'wrong-password', 'Sign in and publish');
  const timer = screen.getByRole('timer');
  expect(timer.textContent).toBe('Too many failed attempts. Try again in 2 s.');
  const button = screen.getByRole('button', { name: 'Sign in and publish' }) as HTMLButtonElement;
  expect(button.disabled).toBe(true);
  act(() => vi.advanceTimersByTime(1000));
  expect(timer.textContent).toBe('Too many failed attempts. Try again in 1 s.');
  act(() => vi.advanceTimersByTime(1000));
  expect(screen.queryByRole('timer')).toBeNull();
  expect(button.disabled).toBe(false);
});
