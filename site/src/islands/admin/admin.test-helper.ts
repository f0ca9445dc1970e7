/** What every back-office test uses: settling renders, the search debounce, a row's cells as text. */
import { act } from '@testing-library/react';

export const settle = () => act(async () => {});

/** Past the search box's debounce (300 ms). */
export const debounce = () => act(() => new Promise((done) => setTimeout(done, 350)));

export const text = (el: Element) => (el.textContent ?? '').replace(/\s/g, ' ');

export const rowText = (row: Element) => [...row.children].map(text).join(' | ');
